import { dealersServer } from '../../features/dealers/collections/dealers';

export const DEALER_SERVER_RESOURCES = { dealers: dealersServer };
