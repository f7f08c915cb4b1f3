import { UpcomingPage } from '../components/UpcomingPage';
import type { AreaProps } from '../router/area-props';
import { PortalHome } from './PortalHome';

export default function PortalArea({ route }: AreaProps) {
  return route.id === 'portal' ? <PortalHome /> : <UpcomingPage route={route} />;
}
