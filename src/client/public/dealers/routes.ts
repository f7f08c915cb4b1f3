import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';
import type { SectionQuery } from '../../../shared/route-tables/query-params';

/** Find a dealer (issue 9): the finder and an area's dealers. `/distributors/apply` is the forms' (ranked before `:area`). */
export const DEALER_ROUTES = [publicRoute('/distributors', 'distributors'), publicRoute('/distributors/:area', 'distributorArea')] as const;

export type DealerRouteId = IdsOf<typeof DEALER_ROUTES>;

/** The query parameters these pages read (read by the server alone: route-tables/query.ts). */
export const DEALER_QUERY = { distributors: ['area'] } satisfies SectionQuery<DealerRouteId>;
