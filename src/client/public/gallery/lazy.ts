import { lazy } from 'react';

/**
 * The gallery slider of content pages is a chunk of its own, fetched when the visitor scrolls near it
 * (GallerySliderGate.tsx), and so is the gallery page's view. (The slideshow and the carousel parts come with the
 * widgets' chunk, vite.config.ts; embla itself when a carousel first moves.)
 */
export const LazyGallerySlider = lazy(() => import('./GallerySlider').then((module) => ({ default: module.GallerySlider })));
export const LazyGalleryView = lazy(() => import('./GalleryView').then((module) => ({ default: module.GalleryView })));
