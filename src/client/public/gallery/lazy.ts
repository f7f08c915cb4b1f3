import { lazy } from 'react';

/**
 * The slideshow and the carousel parts (and embla with them, when one first moves) are a chunk of their own: the
 * layout's header widget is on every page, and only pages with a slider or a carousel need them. A page that knows it
 * has one preloads the chunk. The gallery slider of content pages is a chunk apart, fetched when the visitor scrolls
 * near it (GallerySliderGate.tsx), and so is the gallery page's view.
 */
const loadSlideshow = () => import('./GallerySlideshow');

export const LazyGallerySlideshow = lazy(() => loadSlideshow().then((module) => ({ default: module.GallerySlideshow })));
export const LazyGallerySlider = lazy(() => import('./GallerySlider').then((module) => ({ default: module.GallerySlider })));
export const LazyGalleryView = lazy(() => import('./GalleryView').then((module) => ({ default: module.GalleryView })));

/** Starts fetching the slideshow and carousel chunk (idempotent). */
export function preloadCarousels(): void {
  void loadSlideshow();
}
