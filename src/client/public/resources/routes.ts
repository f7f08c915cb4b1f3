import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';
import type { SectionQuery } from '../../../shared/route-tables/query-params';

/** The reference pages: dielectric strengths and the test-voltage calculator. */
export const RESOURCE_ROUTES = [
  publicRoute('/resources/dielectricstrength', 'dielectricStrength'),
  publicRoute('/resources/testvoltage', 'testVoltage'),
] as const;

export type ResourceRouteId = IdsOf<typeof RESOURCE_ROUTES>;

/** The query parameters these pages read (read by the server alone: route-tables/query.ts). */
export const RESOURCE_QUERY = { testVoltage: ['thickness', 'unit'] } satisfies SectionQuery<ResourceRouteId>;
