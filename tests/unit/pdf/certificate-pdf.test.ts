import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { CertificateDocument, CalibrationContent, Reading } from '../../../src/shared/certificates/certificate.schema';
import type { Locale } from '../../../src/shared/locales';
import { BRAND } from '../../../src/shared/settings/brand';
import { renderCertificatePdf } from '../../../src/server/pdf/certificate-pdf';
import { serverTexts } from '../../../src/server/texts';

// unpdf's bundled pdf.js calls ArrayBuffer.prototype.transferToFixedLength (Node 21+) when it meets a font; on Node 20
// (package.json allows >= 20.19) getOperatorList then stops at the first text and images drawn later go unseen.
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

// ---- factory: a VH-15 holiday detector calibrated at 1, 5, 10 and 15 kV ----

const NUMBER = 'CAL-2026-000123';
const VERIFY_URL = 'https://www.voltara-test.example/verify/7K3M9QX2B4TZ8HVA';
const UNCERTAINTY =
  'The reported expanded uncertainty is based on a standard uncertainty multiplied by a coverage factor k = 2, providing a level of confidence of approximately 95 %.';
const TRACEABILITY =
  'The measurements are traceable to the International System of Units (SI) through the reference standards listed, calibrated by laboratories accredited to ISO/IEC 17025 and traceable to national standards.';

const TYPICAL_READINGS: Reading[] = [
  { parameter: 'DC output voltage', unit: 'kV', nominal: '1.00', reading: '1.01', tolerance: '±3 %', uncertainty: '0.012', pass: true },
  { parameter: 'DC output voltage', unit: 'kV', nominal: '5.00', reading: '4.97', tolerance: '±3 %', uncertainty: '0.045', pass: true },
  { parameter: 'DC output voltage', unit: 'kV', nominal: '10.00', reading: '10.06', tolerance: '±3 %', uncertainty: '0.085', pass: true },
  { parameter: 'DC output voltage', unit: 'kV', nominal: '15.00', reading: '14.93', tolerance: '±3 %', uncertainty: '0.13', pass: true },
];

/** `count` readings from 0.5 kV up in 0.5 kV steps, each with a reading value found nowhere else on the page. */
function manyReadings(count: number): Reading[] {
  return Array.from({ length: count }, (_, index) => {
    const nominal = (index + 1) * 0.5;
    return {
      parameter: index % 2 === 0 ? 'DC output voltage' : 'DC output voltage, spark detection active',
      unit: 'kV',
      nominal: nominal.toFixed(2),
      reading: (nominal * 1.004).toFixed(3),
      tolerance: '±3 %',
      uncertainty: (nominal * 0.0085).toFixed(4),
      pass: index !== 7,
    };
  });
}

function calibration(overrides: Partial<CalibrationContent> = {}): CalibrationContent {
  return {
    kind: 'calibration',
    laboratory: {
      name: 'Voltara Calibration Laboratory',
      address: 'Unit 4, Carrwood Park, Selby Road, Leeds LS15 4LG, United Kingdom',
      accreditation: 'UKAS 9876',
    },
    customer: { name: 'Siobhan Gallagher', company: 'Northern Pipeline Coatings Ltd', address: '12 Dock Road, Hull HU9 1AA, United Kingdom' },
    instrument: { name: 'VH-15 Portable DC Holiday Detector', model: 'VH-15', serial: 'VH15-240117' },
    calibratedOn: '2026-01-19',
    receivedOn: '2026-01-14',
    procedure: 'VTE-CP-012 DC holiday detector calibration, issue 4',
    references: [
      { name: 'Voltara HV divider HVD-40', certificateNumber: 'UKAS 24-11873', dueOn: '2026-11-30' },
      { name: 'Fluke 8846A 6.5-digit precision multimeter', certificateNumber: 'UKAS 0789-24-5521', dueOn: '2026-08-15' },
    ],
    environment: { temperatureC: '21 ± 2', humidityPct: '45 ± 10' },
    results: TYPICAL_READINGS,
    uncertaintyStatement: UNCERTAINTY,
    traceability: TRACEABILITY,
    signatory: { name: 'Dr Eleanor Whitcombe', role: 'Calibration Laboratory Manager' },
    recommendedIntervalMonths: null,
    remarks: 'Output voltage adjusted at 10 kV before calibration.',
    ...overrides,
  };
}

function certificate(content: CertificateDocument['content'] = calibration(), locale: Locale = 'en'): CertificateDocument {
  return { number: NUMBER, issuedOn: '2026-01-20', expiresOn: null, locale, verifyUrl: VERIFY_URL, content };
}

// ---- reading the PDF back as a user's viewer would ----

async function open(buffer: Buffer) {
  // pdf.js may take ownership of the array it is given, so it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: false });
  // Line breaks and no-break spaces depend on layout, not content: compare words separated by single spaces.
  return { pdf, pages: text.map((page) => page.replace(/\s+/g, ' ')) };
}

function toRgba(image: { data: Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 }): Uint8ClampedArray {
  if (image.channels === 4) return new Uint8ClampedArray(image.data);
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
    for (let channel = 0; channel < 3; channel += 1) {
      rgba[pixel * 4 + channel] = image.data[pixel * image.channels + (image.channels === 3 ? channel : 0)] ?? 0;
    }
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

describe('calibration certificate PDF', () => {
  it('carries what ISO/IEC 17025 7.8 asks for, in English', async () => {
    const { pages } = await open(await renderCertificatePdf(certificate()));
    const all = pages.join(' ');
    for (const expected of [
      BRAND.company,
      'Calibration certificate',
      NUMBER,
      'Voltara Calibration Laboratory',
      'UKAS 9876',
      'Northern Pipeline Coatings Ltd',
      'VH-15 Portable DC Holiday Detector',
      'VH15-240117',
      'Date received 14 January 2026',
      'Date of calibration 19 January 2026',
      'Date of issue 20 January 2026',
      'VTE-CP-012',
      'UKAS 24-11873',
      'UKAS 0789-24-5521',
      '30 November 2026',
      '21 ± 2 °C',
      '45 ± 10 %',
      '14.93',
      '10.06',
      '0.085',
      '±3 %',
      'Pass',
      UNCERTAINTY,
      TRACEABILITY,
      'Output voltage adjusted at 10 kV',
      'Authorised signatory',
      'Dr Eleanor Whitcombe',
      'Calibration Laboratory Manager',
      'shall not be reproduced except in full without the written approval',
      'Verify this certificate',
      `Page 1 of ${pages.length}`,
    ]) {
      expect(all).toContain(expected);
    }
    expect(all.replace(/\s/g, '')).toContain(VERIFY_URL);
  });

  it('prints a recommended interval only when the customer asked for one (7.8.4.3)', async () => {
    const without = (await open(await renderCertificatePdf(certificate()))).pages.join(' ');
    expect(without).not.toContain('Recommended calibration interval');
    expect(without).not.toMatch(/\d+ months?/);

    const withInterval = (await open(await renderCertificatePdf(certificate(calibration({ recommendedIntervalMonths: 12 }))))).pages.join(' ');
    expect(withInterval).toContain('Recommended calibration interval 12 months');
  });

  it('puts the number and "Page x of y" on every page of a long certificate, repeating the table header', async () => {
    const readings = manyReadings(40);
    const { pages } = await open(await renderCertificatePdf(certificate(calibration({ results: readings }))));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(NUMBER);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    // The results continue on page 2 under their own header row.
    expect(pages[1]).toContain('Expanded uncertainty');
    expect(pages[1]).toContain('Reading');
    // Every reading is printed exactly once: no row lost or split at the page break.
    const all = pages.join(' ');
    for (const reading of readings) expect(all.split(reading.reading).length - 1).toBe(1);
    expect(all).toContain('Fail');
    // What follows the table still arrives, on the last page.
    expect(pages.at(-1)).toContain('Dr Eleanor Whitcombe');
  });

  it('is worded in German for a German certificate, accents intact', async () => {
    const { pages } = await open(await renderCertificatePdf(certificate(calibration(), 'de')));
    const all = pages.join(' ');
    for (const expected of [
      'Kalibrierschein',
      'Zertifikatsnummer',
      'Auftraggeber',
      'Seriennummer',
      'Bezugsnormale',
      'Umgebungsbedingungen',
      'Messergebnisse',
      'Erweiterte Messunsicherheit',
      'Metrologische Rückführung',
      'Datum der Kalibrierung 19. Januar 2026',
      'Nächste Kalibrierung',
      'Bestanden',
      'Zeichnungsberechtigte Person',
      'Echtheit dieses Zertifikats prüfen',
      `Seite 1 von ${pages.length}`,
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain('Page 1');
  });

  it('is worded in French with "Page x sur y"', async () => {
    const { pages } = await open(await renderCertificatePdf(certificate(calibration(), 'fr')));
    const all = pages.join(' ');
    expect(all).toContain("Certificat d'étalonnage");
    expect(all).toContain("Date d'étalonnage 19 janvier 2026");
    expect(all).toContain('Incertitude élargie');
    expect(all).toContain(`Page 1 sur ${pages.length}`);
  });

  it.each([
    ['de', 'Kalibrierschein'],
    ['es', 'Certificado de calibración'],
    ['fr', "Certificat d'étalonnage"],
    ['nl', 'Kalibratiecertificaat'],
    ['pt', 'Certificado de calibração'],
    ['en', 'Calibration certificate'],
  ] as const)('titles a %s certificate "%s" in the text and the document properties', async (locale, title) => {
    const { pdf, pages } = await open(await renderCertificatePdf(certificate(calibration(), locale)));
    expect(pages[0]).toContain(title);
    const { info } = await getMeta(pdf);
    expect(info.Title).toBe(`${title} ${NUMBER}`);
    expect(info.Author).toBe(BRAND.company);
  });

  it('prints symbols the standard fonts lack as readable text, not garbage', async () => {
    const content = calibration({
      results: [{ parameter: 'Leakage current', unit: 'μA', nominal: '0', reading: '0.4', tolerance: '≤ 5', uncertainty: '0.05', pass: true }],
    });
    const all = (await open(await renderCertificatePdf(certificate(content)))).pages.join(' ');
    // The micro sign: pdf.js reads the font's "mu" glyph back as µ or μ, either is what the reader sees.
    expect(all).toMatch(/Leakage current [µμ]A/);
    expect(all).toContain('<= 5');
  });

  it('has a QR code on page 1 that opens the verification URL', async () => {
    const { pdf } = await open(await renderCertificatePdf(certificate()));
    const images = await extractImages(pdf, 1);
    expect(images.length).toBeGreaterThan(0);
    const decoded = images.map((image) => jsQR(toRgba(image), image.width, image.height)?.data).find(Boolean);
    expect(decoded).toBe(VERIFY_URL);
  });

  it('stays small: a typical certificate is under 200 kB', async () => {
    const buffer = await renderCertificatePdf(certificate());
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    expect(buffer.length).toBeLessThan(200 * 1024);
  });
});

describe('conformity and training certificate PDFs', () => {
  it('certifies conformity with the standards listed', async () => {
    const content: CertificateDocument['content'] = {
      kind: 'conformity',
      laboratory: calibration().laboratory,
      customer: calibration().customer,
      instrument: calibration().instrument,
      builtOn: '2024-01-17',
      standards: ['EN 61010-1:2010+A1:2019', 'EN 61326-1:2021', 'ISO 29601:2011'],
      statement: 'We certify that the instrument identified above conforms to its published specification and to the standards listed.',
      signatory: { name: 'Martin Okafor', role: 'Quality Manager' },
    };
    const { pages } = await open(await renderCertificatePdf({ ...certificate(content), number: 'COC-2024-000042' }));
    const all = pages.join(' ');
    for (const expected of ['Certificate of conformity', 'COC-2024-000042', 'Date of manufacture 17 January 2024', 'EN 61326-1:2021', 'conforms to its published specification', 'Martin Okafor', 'Page 1 of 1']) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain('Expanded uncertainty');
  });

  it('names the learner, course, score and expiry of a training certificate', async () => {
    const content: CertificateDocument['content'] = {
      kind: 'training',
      laboratory: { name: BRAND.company, address: 'Unit 4, Carrwood Park, Selby Road, Leeds LS15 4LG, United Kingdom', accreditation: '' },
      learner: { name: 'João Ferreira', company: 'Lusocoat Inspeções, Lda.' },
      course: { title: 'Holiday detection to ISO 29601 and NACE SP0188', hours: '16' },
      passedOn: '2025-11-07',
      scorePct: 92,
      signatory: { name: 'Rachel Ainsworth', role: 'Responsável de formação' },
    };
    const document = { ...certificate(content, 'pt'), number: 'TRN-2025-000310', expiresOn: '2028-11-07' };
    const all = (await open(await renderCertificatePdf(document))).pages.join(' ');
    for (const expected of ['Certificado de formação', 'TRN-2025-000310', 'João Ferreira', 'Lusocoat Inspeções, Lda.', '16 horas', '7 de novembro de 2025', 'Válido até 7 de novembro de 2028', 'Rachel Ainsworth', 'Página 1 de 1']) {
      expect(all).toContain(expected);
    }
    expect(all).toMatch(/92\s?%/);
    // Issued as training by the company, without a laboratory's accreditation line or reproduction clause (issue 30 item 12).
    expect(all).toContain(`Em nome de ${BRAND.company}`);
    expect(all).not.toContain(serverTexts('pt').pdf.text.reproduction.slice(0, 40));
    expect(all).not.toContain(serverTexts('pt').pdf.text.accreditation);
  });
});
