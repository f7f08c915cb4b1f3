import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import sharp from 'sharp';
import { datasheetFileName } from '../../../shared/catalog/datasheet';
import { isoDay } from '../../../shared/format/iso-days';
import { CONTACT_EMAIL, WORKS_ADDRESS } from '../../../shared/enquiries/form-options';
import { CONTACT_PHONE } from '../../../shared/settings/site';
import type { AppDeps } from '../../deps';
import { renderDatasheetPdf } from '../../pdf/datasheet-pdf';
import { pdfText } from '../../pdf/pdf-text';
import { isSafeKey } from '../../storage/storage';
import { plainText } from '../editorial/plain-text';
import { productPage } from './product-page';
import type { Ctx } from '../../service-context';

/**
 * A product's datasheet PDF in one language, made from the very data its page shows (productPage: localized, cached
 * with the pages, published products only). The PDF itself is not cached: with the image's print copy kept, one takes
 * about 10 ms to make (docs/decisions/0045), and a datasheet is fetched far less often than its page is shown.
 */

export interface DatasheetFile {
  body: Buffer;
  name: string;
  lastModified: Date;
}

/** Images that ship with the project are served from here (as the server's static files are). */
const PUBLIC_DIR = resolve('public');
/** Wide enough for print at the size the sheet shows it (~190 pt, about 2.6 in at 200 dpi). */
const IMAGE_PIXELS = 520;

export async function productDatasheet(ctx: Ctx<'deps' | 'locale'>, slug: string): Promise<DatasheetFile | null> {
  const { deps, locale } = ctx;
  const product = await productPage(ctx, { slug, locale });
  if (!product) return null;
  const image = await cachedPrintableImage(deps, product.images[0]?.url);
  const body = await renderDatasheetPdf({
    locale,
    product,
    // The page's description often opens with the summary the sheet already prints under the name.
    description: plainText(product.descriptionHtml)
      .split(/\n+/)
      .filter((line) => line.trim() !== '' && line.trim() !== product.summary.trim()),
    image,
    contact: {
      // The country in the reader's language; the rest of the address is proper names.
      address: [...WORKS_ADDRESS.slice(0, -1), pdfText(locale).t('originUk')].join(', '),
      phone: CONTACT_PHONE.display,
      email: CONTACT_EMAIL,
      web: new URL(deps.env.APP_URL).host,
    },
    edition: isoDay(),
  });
  return { body, name: datasheetFileName(product.slug, locale), lastModified: new Date(product.updatedAt) };
}

/**
 * Print copies of the images, by URL: a catalogue shows a handful of drawings (and an upload's key names its bytes),
 * so converting each once saves most of a sheet's time. Bounded, oldest first, as the server's other caches are
 * (README "Memory"); a failed conversion is not kept.
 */
const printCopies = new Map<string, Promise<Buffer | null>>();
const MAX_PRINT_COPIES = 64;

function cachedPrintableImage(deps: AppDeps, url: string | undefined): Promise<Buffer | null> {
  if (!url) return Promise.resolve(null);
  const hit = printCopies.get(url);
  if (hit) return hit;
  const copy = printableImage(deps, url);
  printCopies.set(url, copy);
  while (printCopies.size > MAX_PRINT_COPIES) printCopies.delete(printCopies.keys().next().value as string);
  void copy.then((bytes) => {
    if (!bytes) printCopies.delete(url);
  });
  return copy;
}

/**
 * The main image as a PNG pdfkit can embed: an image of the project (public/, SVG drawings included) or an upload
 * (/media/{key}), resized by sharp. A missing or unreadable image leaves the sheet without one rather than failing it.
 */
async function printableImage(deps: AppDeps, url: string): Promise<Buffer | null> {
  try {
    const bytes = await imageBytes(deps, url);
    if (!bytes) return null;
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .resize({ width: IMAGE_PIXELS, height: IMAGE_PIXELS, fit: 'inside', withoutEnlargement: false })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch (error) {
    deps.logger.warn({ err: error, url }, 'datasheet: image not readable');
    return null;
  }
}

async function imageBytes(deps: AppDeps, url: string): Promise<Uint8Array | null> {
  const path = url.split(/[?#]/)[0] ?? '';
  if (path.startsWith('/media/')) {
    const key = path.slice('/media/'.length);
    if (!isSafeKey(key)) return null;
    const object = await deps.storage.get(key);
    return object ? new Uint8Array(await new Response(object.body).arrayBuffer()) : null;
  }
  if (!path.startsWith('/images/')) return null;
  const file = resolve(PUBLIC_DIR, `.${decodeURIComponent(path)}`);
  // Never outside public/, whatever the stored URL says.
  if (!file.startsWith(PUBLIC_DIR + sep)) return null;
  return readFile(file);
}
