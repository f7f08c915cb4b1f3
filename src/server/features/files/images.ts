import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_WEB_WIDTHS, type UploadType } from '../../../shared/files/upload-rules';

/** A decompression bomb (a small file of a huge, flat image) is refused before it is decoded: ~50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  /** The upright original in its own format, without EXIF/XMP/ICC metadata (camera, GPS ...). */
  original: Uint8Array;
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; bytes: Uint8Array }>;
}

const open = (bytes: Uint8Array, type: UploadType) =>
  sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    // GIF and WebP may be animated; keep every frame so an animation stays one.
    animated: type.mime === 'image/gif' || type.mime === 'image/webp',
    failOn: 'error',
  }).autoOrient();

function encodeOriginal(image: Sharp, type: UploadType): Sharp {
  switch (type.mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true });
    case 'image/png':
      return image.png({ compressionLevel: 9 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    default:
      return image.gif();
  }
}

/**
 * Turns an uploaded image upright (EXIF orientation), drops its metadata by re-encoding (sharp keeps none unless
 * asked), and makes WebP copies at the web widths narrower than the original (never upscaled). Throws on an
 * unreadable or oversized image; the caller turns that into a 422.
 */
export async function processImage(bytes: Uint8Array, type: UploadType): Promise<ProcessedImage> {
  const original = await encodeOriginal(open(bytes, type), type).toBuffer({ resolveWithObject: true });
  const width = original.info.width;
  // An animation's height is that of one frame (the output stacks the frames).
  const height = (original.info as OutputInfo & { pageHeight?: number }).pageHeight ?? original.info.height;
  const variants: ProcessedImage['variants'] = [];
  for (const target of IMAGE_WEB_WIDTHS.filter((w) => w < width)) {
    const copy = await open(bytes, type)
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const info = copy.info as OutputInfo & { pageHeight?: number };
    variants.push({ width: info.width, height: info.pageHeight ?? info.height, bytes: new Uint8Array(copy.data) });
  }
  return { original: new Uint8Array(original.data), width, height, variants };
}
