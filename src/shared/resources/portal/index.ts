import { stockResource } from './stock';

/** The partner portal's collections (their screens live under /portal, their procedures under portal.{name}). */
export const PORTAL_RESOURCES = { stock: stockResource };
