import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { RETURN_ROUTES } from './routes';

export const RETURN_PAGES: SectionPages<typeof RETURN_ROUTES> = {
  accountReturns: lazyPage(() => import('./ReturnsPage'), ({ ReturnsPage }) => createElement(ReturnsPage)),
  accountReturnNew: lazyPage(() => import('./ReturnFormPage'), ({ ReturnFormPage }) => createElement(ReturnFormPage)),
  accountReturn: lazyPage(() => import('./ReturnPage'), ({ ReturnPage }, { params }) => createElement(ReturnPage, { id: params.id })),
};
