import { dealersResource } from './dealers';

/** The /admin/distributors sections built as resources. */
export const DISTRIBUTOR_RESOURCES = { dealers: dealersResource } as const;
