import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { LOCALES, INTL_LOCALE, type Locale } from '../../../src/shared/locales';
import type { ReturnDocument } from '../../../src/shared/returns/documents.types';
import { BRAND } from '../../../src/shared/settings/brand';
import { renderReturnDocument, RETURN_DOCUMENT_KINDS } from '../../../src/server/pdf/return-documents-pdf';
import { fill, serverTexts } from '../../../src/server/texts';

// unpdf's bundled pdf.js calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) when it meets a font; on Node 20
// (package.json allows >= 20.19) getOperatorList then stops at the first text and the label's barcode goes unseen.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

// ---- factory: a Dutch customer sending a VH-15 holiday detector and a probe handle back for calibration ----

const RMA = 'RMA-2026-004512';

function returnDocument(overrides: Partial<ReturnDocument> = {}): ReturnDocument {
  return {
    rmaNumber: RMA,
    createdOn: '2026-02-03',
    locale: 'en',
    bookingType: 'calibration',
    repairCentre: {
      name: 'Voltara Test Equipment Ltd, Service Centre',
      address: ['Unit 4, Carrwood Park', 'Selby Road', 'Leeds LS15 4LG', 'United Kingdom'],
    },
    customer: {
      name: 'Pieter de Vries',
      company: 'Rotterdam Coating Inspection B.V.',
      email: 'p.devries@rci.example',
      telephone: '+31 10 123 4567',
      address: ['Waalhaven Z.z. 21', '3089 JH Rotterdam', 'Netherlands'],
    },
    invoiceAddress: ['Rotterdam Coating Inspection B.V.', 'Postbus 5120', '3008 AC Rotterdam', 'Netherlands'],
    sendFrom: 'Netherlands',
    carrier: 'DHL Express',
    shippingInvoiceCreated: true,
    lines: [
      { itemName: 'VH-15 Portable DC Holiday Detector', part: 'full-kit', serialNumber: 'VH15-240117', orderNumber: 'SO-118204', valuePence: 245000 },
      { itemName: 'VH-15 HT probe handle with 1.5 m lead', part: 'single-part', serialNumber: 'PH-230981', orderNumber: 'SO-118204', valuePence: 18950 },
    ],
    currency: 'GBP',
    ...overrides,
  };
}

// Line breaks and no-break spaces (Intl puts them in fr-FR amounts) depend on layout: compare single-spaced words.
const words = (value: string) => value.replace(/\s+/g, ' ');

async function open(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  return { pdf, pages: text.map(words), all: words(text.join(' ')) };
}

const money = (pence: number, locale: Locale) =>
  words(new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'GBP' }).format(pence / 100));

describe('return confirmation PDF', () => {
  it('says what was booked, where it goes and what to do next, with the VAT warning', async () => {
    const { all, pages } = await open(await renderReturnDocument('confirmation', returnDocument()));
    for (const expected of [
      BRAND.company,
      'Return confirmation',
      RMA,
      '3 February 2026',
      'Booking type Calibration',
      'REPAIR CENTRE',
      'Selby Road',
      'Leeds LS15 4LG',
      'Pieter de Vries',
      'Rotterdam Coating Inspection B.V.',
      'p.devries@rci.example',
      '+31 10 123 4567',
      'Postbus 5120',
      'VH-15 Portable DC Holiday Detector',
      'Full kit',
      'Single part',
      'VH15-240117',
      'SO-118204',
      '£2,450.00',
      '£189.50',
      'What happens next',
      'Pack the instrument',
      'attach it to the outside of the parcel',
      'DHL Express',
      'VAT and handling fees may be charged if the returns process is not followed.',
      `Page 1 of ${pages.length}`,
    ]) {
      expect(all).toContain(expected);
    }
  });

  it('leaves out the customs step when the customer sends their own shipping invoice', async () => {
    const own = (await open(await renderReturnDocument('confirmation', returnDocument({ shippingInvoiceCreated: false })))).all;
    expect(own).not.toContain('return invoice');
    const ours = (await open(await renderReturnDocument('confirmation', returnDocument()))).all;
    expect(ours).toContain('three signed copies of the return invoice');
  });

  it('is worded in German, booking type and VAT warning included', async () => {
    const { all } = await open(await renderReturnDocument('confirmation', returnDocument({ locale: 'de', bookingType: 'warranty-repair' })));
    expect(all).toContain('Rücksendebestätigung');
    expect(all).toContain('Auftragsart Garantiereparatur');
    expect(all).toContain('Komplettset');
    expect(all).toContain(serverTexts('de').pdf.text.vatWarning);
    expect(all).toContain(money(245000, 'de'));
    expect(all).toContain('Seite 1 von 1');
  });
});

describe('return invoice PDF', () => {
  const total = 245000 + 18950;

  it('is a pro-forma from the customer to the repair centre, totalled, with no commercial value', async () => {
    const { all } = await open(await renderReturnDocument('invoice', returnDocument()));
    expect(all).toContain('Return invoice');
    expect(all).toContain('Pro-forma invoice for customs purposes');
    expect(all).toContain(RMA);
    expect(all).toMatch(/FROM .*Rotterdam Coating Inspection B\.V\..* TO .*Voltara Test Equipment Ltd, Service Centre/);
    expect(all).toContain(`Total ${money(total, 'en')}`);
    expect(all).toContain('£2,639.50');
    expect(all).toContain('Returned for calibration — no commercial value');
    expect(all).toContain('Country of origin United Kingdom');
    expect(all).toContain('Signature');
  });

  it.each(['fr', 'nl', 'pt'] as const)('totals the lines in the %s number format', async (locale) => {
    const { all } = await open(await renderReturnDocument('invoice', returnDocument({ locale, bookingType: 'repair' })));
    expect(all).toContain(`${serverTexts(locale).pdf.text.total} ${money(total, locale)}`);
    expect(all).toContain(fill(serverTexts(locale).pdf.text.exportReason, { purpose: serverTexts(locale).pdf.purpose.repair }));
  });
});

describe('return shipping label PDF', () => {
  it('shows the destination, the sender and the RMA number, with a barcode image', async () => {
    const { pdf, pages, all } = await open(await renderReturnDocument('label', returnDocument()));
    expect(pages).toHaveLength(1);
    // The block captions are printed in capitals.
    expect(all).toContain('SHIP TO');
    expect(all).toContain('Leeds LS15 4LG');
    expect(all).toContain('FROM');
    expect(all).toContain('3089 JH Rotterdam');
    expect(all).toContain(RMA);
    const images = await extractImages(pdf, 1);
    expect(images).toHaveLength(1);
    const [barcode] = images;
    // A linear barcode: much wider than tall.
    expect(barcode!.width).toBeGreaterThan(barcode!.height * 2);
  });
});

describe('return documents in every language', () => {
  it.each(LOCALES.flatMap((locale) => RETURN_DOCUMENT_KINDS.map((kind) => [locale, kind] as const)))(
    'renders the %s %s with its localised title',
    async (locale, kind) => {
      const title = { confirmation: 'titleConfirmation', invoice: 'titleInvoice', label: 'titleLabel' } as const;
      const { all } = await open(await renderReturnDocument(kind, returnDocument({ locale })));
      expect(all).toContain(serverTexts(locale).pdf.text[title[kind]]);
      expect(all).toContain(RMA);
      // Nothing the standard fonts could not draw slipped through as a replacement character.
      expect(all).not.toMatch(/[?\uFFFD]/);
    },
  );
});
