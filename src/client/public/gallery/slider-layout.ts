/** SPEC.md section 9: the gallery slider shows 3 images above 1024 px, 2 above 700 px, otherwise 1. */
export function slidesPerView(width: number): 1 | 2 | 3 {
  if (width > 1024) return 3;
  if (width > 700) return 2;
  return 1;
}

/** A route or widget value as a gallery id: a positive whole number, or null. */
export function parseGalleryId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}
