/** The carousels of content widgets, in one lazily loaded chunk (see lazy.ts); embla itself comes when one moves. */
export { GallerySlider } from './GallerySlider';
export { GallerySlideshow } from './GallerySlideshow';
