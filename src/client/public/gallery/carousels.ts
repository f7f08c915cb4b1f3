/** Everything that needs embla, in one lazily loaded chunk (see lazy.ts). */
export { GallerySlider } from './GallerySlider';
export { GallerySlideshow } from './GallerySlideshow';
export { GalleryView } from './GalleryView';
