/**
 * What an upload may be (issue 4, Files): decided on the file's CONTENT (magic bytes), never on its name. SVG is left
 * out on purpose: it can carry scripts. Shared so the upload field can warn before sending, the server decides.
 * Training videos (WebM) and their captions (WebVTT, a text format recognised by its signature line) arrived with the
 * courses (issue 11).
 */
export const MEGABYTE = 1024 * 1024;

export type UploadKind = 'image' | 'document' | 'archive' | 'video' | 'captions';

export interface UploadType {
  mime: string;
  /** The extension the stored copy and the offered name get. */
  ext: string;
  kind: UploadKind;
}

export const UPLOAD_TYPES: readonly UploadType[] = [
  { mime: 'image/jpeg', ext: 'jpg', kind: 'image' },
  { mime: 'image/png', ext: 'png', kind: 'image' },
  { mime: 'image/webp', ext: 'webp', kind: 'image' },
  { mime: 'image/gif', ext: 'gif', kind: 'image' },
  { mime: 'application/pdf', ext: 'pdf', kind: 'document' },
  { mime: 'application/zip', ext: 'zip', kind: 'archive' },
  { mime: 'video/webm', ext: 'webm', kind: 'video' },
  { mime: 'text/vtt', ext: 'vtt', kind: 'captions' },
];

export const IMAGE_MAX_MEGABYTES = 10;
export const FILE_MAX_MEGABYTES = 50;

export function maxMegabytesFor(kind: UploadKind): number {
  return kind === 'image' ? IMAGE_MAX_MEGABYTES : FILE_MAX_MEGABYTES;
}

/** Widths of the WebP web copies made of every image (never wider than the original). */
export const IMAGE_WEB_WIDTHS = [480, 960, 1600] as const;

export function uploadTypeOf(mime: string): UploadType | undefined {
  return UPLOAD_TYPES.find((type) => type.mime === mime);
}

export const isImageType = (mime: string) => uploadTypeOf(mime)?.kind === 'image';

/** The `accept` attribute of a file input for each kind of upload field. */
export function acceptFor(field: 'image' | 'file'): string {
  return UPLOAD_TYPES.filter((type) => field === 'file' || type.kind === 'image')
    .map((type) => type.mime)
    .join(',');
}
