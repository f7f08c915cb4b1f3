import { dealersResource } from '../../dealers/collections/dealers';

/** The /admin/distributors sections built as resources. */
export const DEALER_RESOURCES = { dealers: dealersResource } as const;
