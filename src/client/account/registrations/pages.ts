import { createElement } from 'react';
import { lazyPage, type Page } from '../../router/pages';
import type { InstrumentRouteId } from './routes';

/** The instrument pages and the registration flow: chunks of their own, fetched when first shown. */
export const INSTRUMENT_PAGES: Readonly<Record<InstrumentRouteId, Page>> = {
  accountProducts: lazyPage(() => import('./ProductsPage'), ({ ProductsPage }) => createElement(ProductsPage)),
  accountProduct: lazyPage(() => import('./ProductPage'), ({ ProductPage }, { params }) => createElement(ProductPage, { id: params.id })),
  registration: lazyPage(() => import('./RegistrationPage'), ({ RegistrationPage }) => createElement(RegistrationPage)),
};
