import type { Gallery, GalleryImage } from '../../../shared/content/content.types';
import { localizedField, type Locale } from '../../../shared/locales';

export { localeOf } from '../../../shared/locales';

/** An image's caption and sub-caption in the visitor's language, falling back to EN (SPEC.md section 3). */
export function captionsOf(image: GalleryImage, locale: Locale): { caption: string; sub: string } {
  return { caption: localizedField(image, 'caption', locale), sub: localizedField(image, 'caption_sub', locale) };
}

/** The gallery's title in the visitor's language, falling back to EN. */
export const galleryTitle = (gallery: Gallery, locale: Locale) => localizedField(gallery, 'title', locale);

/** Internal links stay in the SPA; anything else is an ordinary link. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
