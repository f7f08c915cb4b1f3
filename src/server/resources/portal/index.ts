import { stockCollection } from './stock';

/** The partner portal's collections, each mounted under portal.{name} beside its workflows. */
export const PORTAL_SERVER_RESOURCES = { stock: stockCollection };
