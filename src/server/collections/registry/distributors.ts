import { dealersServer } from '../../features/dealers/collections/dealers';

export const DISTRIBUTOR_SERVER_RESOURCES = { dealers: dealersServer };
