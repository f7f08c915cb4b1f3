import { lazy } from 'react';

/**
 * The carousels, and embla with them, are one chunk of their own: the layout's header widget is on every page, and
 * only pages with a gallery, a slider or a carousel need embla. A page that knows it has one preloads the chunk.
 */
const load = () => import('./carousels');

export const LazyGallerySlider = lazy(() => load().then((module) => ({ default: module.GallerySlider })));
export const LazyGallerySlideshow = lazy(() => load().then((module) => ({ default: module.GallerySlideshow })));
// The gallery page's view is its own chunk: the home page's carousels do not bring it.
export const LazyGalleryView = lazy(() => import('./GalleryView').then((module) => ({ default: module.GalleryView })));

export function preloadGalleryWidgets(): void {
  void load();
}
