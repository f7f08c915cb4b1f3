import { createElement } from 'react';
import { lazyPage, type Page } from '../../router/pages';
import type { HomeRouteId } from './routes';

export const HOME_PAGES: Readonly<Record<HomeRouteId, Page>> = {
  home: lazyPage(() => import('./HomePage'), ({ HomePage }) => createElement(HomePage)),
  landing: lazyPage(() => import('./LandingPage'), ({ LandingPage }, { params }) => createElement(LandingPage, { slug: params.slug ?? '' })),
};
