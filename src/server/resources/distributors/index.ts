import { dealersServer } from './dealers';

export const DISTRIBUTOR_SERVER_RESOURCES = { dealers: dealersServer };
