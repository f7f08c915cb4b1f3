import { useTranslation } from '../lib/i18n-react';
import { routeTitleKey, type RouteDef } from '../../shared/route-tables/define';

/**
 * A route of SPEC.md whose screen a later issue builds: it answers (the route exists, its guard applies) and says
 * plainly that the section is being prepared, instead of a broken or empty page.
 */
export function UpcomingPage({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('routes');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-navy-900">{tr(routeTitleKey(route.id))}</h1>
      <p className="mt-4 text-slate-600">{t('upcoming')}</p>
    </section>
  );
}
