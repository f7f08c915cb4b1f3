import { createElement } from 'react';
import { lazyPage, type SectionPages } from '../../router/pages';
import type { GALLERY_ROUTES } from './routes';

export const GALLERY_PAGES: SectionPages<typeof GALLERY_ROUTES> = {
  gallery: lazyPage(() => import('./GalleryPage'), ({ GalleryPage }, { params }) => createElement(GalleryPage, { id: params.id })),
};
