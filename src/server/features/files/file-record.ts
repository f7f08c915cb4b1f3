import { mediaUrl, type FileVariant, type UploadedFile } from '../../../shared/files/files.schema';
import type { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

/** How the `variants` column stores a web copy (keys, not URLs: the URL scheme may change, the keys do not). */
export interface StoredVariant {
  width: number;
  height: number;
  key: string;
  size: number;
}

export function storedVariants(row: Pick<FileRow, 'variants'>): StoredVariant[] {
  try {
    const value: unknown = JSON.parse(row.variants);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is StoredVariant =>
        typeof v === 'object' && v !== null && typeof (v as StoredVariant).key === 'string' && typeof (v as StoredVariant).width === 'number',
    );
  } catch {
    return [];
  }
}

/** Every object a file row owns in the storage: the original and its web copies. */
export const storageKeysOf = (row: Pick<FileRow, 'storageKey' | 'variants'>) => [
  row.storageKey,
  ...storedVariants(row).map((v) => v.key),
];

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    url: mediaUrl(row.storageKey),
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    variants: storedVariants(row).map((v): FileVariant => ({ width: v.width, height: v.height, size: v.size, url: mediaUrl(v.key) })),
  };
}

/** The fields an audit entry records for a file (no bytes, no derived URLs). */
export const auditedFile = (row: Pick<FileRow, 'name' | 'alt' | 'contentType' | 'size' | 'width' | 'height' | 'storageKey'>) => ({
  name: row.name,
  alt: row.alt,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  storageKey: row.storageKey,
});
