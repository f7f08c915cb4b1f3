import { DOWNLOAD_CATEGORIES } from '../../../shared/content/enums';
import type { DownloadCategory } from '../../../shared/files/download.schema';

/** /resources/downloads/{id}: the id is a download category ("brochure", "service-manual" …), else the page is a 404. */
export function categoryOf(id: string | undefined): DownloadCategory | null | undefined {
  if (id === undefined || id === '') return null;
  return (DOWNLOAD_CATEGORIES as readonly string[]).includes(id) ? (id as DownloadCategory) : undefined;
}
