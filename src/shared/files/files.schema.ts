import { z } from 'zod';
import { oneLine } from '../validation';

/** A resized web copy of an uploaded image. */
export interface FileVariant {
  width: number;
  height: number;
  size: number;
  url: string;
}

/** The answer of POST /api/admin/files (201) and the shape the admin screens show. */
export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: FileVariant[];
}

export const UPLOAD_PATH = '/api/admin/files';
export const UPLOAD_FIELD = 'file';

/** Stable public address of a stored object: images and files not held back by a restricted download. */
export const mediaUrl = (storageKey: string) => `/media/${storageKey}`;

export const FileUpdateSchema = z.object({
  id: z.number().int().positive(),
  name: oneLine(150).min(1),
  alt: oneLine(300).default(''),
});

