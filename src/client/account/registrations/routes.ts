import { accountRoute, type IdsOf } from '../../../shared/route-tables/define';

/** The customer's instruments (issue 10): the registered products and one product's page. */
export const INSTRUMENT_ROUTES = [accountRoute('/account/products', 'accountProducts'), accountRoute('/account/products/:id', 'accountProduct')] as const;

/**
 * Registering a product by its serial number: an account page (it needs a login) whose path is under /services, so it
 * is matched with the public table (shared/route-tables/public.ts), in the browser's first bundle.
 */
export const REGISTRATION_ROUTES = [accountRoute('/services/registration', 'registration')] as const;

export type InstrumentRouteId = IdsOf<typeof INSTRUMENT_ROUTES> | IdsOf<typeof REGISTRATION_ROUTES>;
