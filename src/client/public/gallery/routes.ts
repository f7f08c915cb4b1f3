import { publicRoute, type IdsOf } from '../../../shared/route-tables/define';

/** A gallery's own page (its slides full size). */
export const GALLERY_ROUTES = [publicRoute('/gallery/:id', 'gallery')] as const;

export type GalleryRouteId = IdsOf<typeof GALLERY_ROUTES>;
