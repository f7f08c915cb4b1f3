import { asc, eq } from 'drizzle-orm';
import type { Gallery, GalleryImage } from '../../../shared/content/content.types';
import type { AppDeps } from '../../deps';
import { galleries, galleryImages } from '../../db/schema';
import { notFound } from '../../errors';
import { CONTENT_AREAS } from './areas';
import { localized } from './localized';
import type { Ctx } from '../../service-context';

/** GET /api/galleries/{id}: the gallery with its images in sort order; 404 for an unknown id. */
export function galleryJson(ctx: Ctx<'deps'>, id: number): Promise<string> {
  const { deps } = ctx;
  return deps.cache.json(CONTENT_AREAS.galleries, `gallery:${id}`, () => buildGallery(deps, id));
}

export function findGallery(ctx: Ctx<'deps'>, { id }: { id: number }): Promise<Gallery> {
  const { deps } = ctx;
  return deps.cache.value(CONTENT_AREAS.galleries, `gallery:${id}`, () => buildGallery(deps, id));
}

/** GET /api/galleries/{id}/images: the images alone, for the sliders; 404 for an unknown gallery. */
export function galleryImagesJson(ctx: Ctx<'deps'>, id: number): Promise<string> {
  const { deps } = ctx;
  return deps.cache.json(CONTENT_AREAS.galleries, `images:${id}`, async () => (await buildGallery(deps, id)).images);
}

async function buildGallery(deps: AppDeps, id: number): Promise<Gallery> {
  const [[gallery], imageRows] = await Promise.all([
    deps.db.select().from(galleries).where(eq(galleries.id, id)),
    deps.db.select().from(galleryImages).where(eq(galleryImages.galleryId, id)).orderBy(asc(galleryImages.sort), asc(galleryImages.id)),
  ]);
  if (!gallery) throw notFound('Gallery');
  const images: GalleryImage[] = imageRows.map((row) => ({
    id: row.id,
    image_url: row.imageUrl,
    url: row.url,
    ...localized(row, 'caption'),
    ...localized(row, 'caption_sub'),
  }));
  return { id: gallery.id, name: gallery.name, title: gallery.title_EN, ...localized(gallery, 'title'), images };
}
