import { lazy } from 'react';
import type { AreaProps } from '../../router/area-props';

/**
 * "Find a dealer" (issue 9): the finder with its maps and a country's dealers, each page its own chunk, none in the
 * app's main bundle. The maps are SVG drawn on the server: neither chunk carries map code or map data.
 */
const FinderPage = lazy(() => import('./FinderPage').then((m) => ({ default: m.FinderPage })));
const AreaPage = lazy(() => import('./AreaPage').then((m) => ({ default: m.AreaPage })));

/** By route id (shared/routes.ts): distributors, distributorArea. */
export default function DealerPages({ route, params }: AreaProps) {
  return route.id === 'distributorArea' ? <AreaPage area={params.area ?? ''} /> : <FinderPage />;
}
