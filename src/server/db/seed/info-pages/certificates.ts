import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { mediaUrl } from '../../../../shared/files/files.schema';
import type { AppDeps } from '../../../deps';
import { inspectUpload, storeUpload } from '../../../features/files/upload';
import { files, qualityCerts } from '../../schema';
import { tinyPdf } from '../content/downloads';

/** The Spanish, Dutch and Portuguese descriptions seed/admin left out, by certificate name. */
const DESCRIPTIONS: Record<string, { ES: string; NL: string; PT: string }> = {
  'ISO/IEC 17025 calibration laboratory': {
    ES: 'Calibración acreditada de detectores de poros, probadores de chispa y voltímetros de alta tensión.',
    NL: 'Geaccrediteerde kalibratie van porositeitsdetectoren, vonktesters en hoogspanningsvoltmeters.',
    PT: 'Calibração acreditada de detetores de porosidade, testadores de faísca e voltímetros de alta tensão.',
  },
  'ISO 14001:2015': {
    ES: 'Gestión ambiental en nuestra planta de Sheffield.',
    NL: 'Milieumanagement in onze fabriek in Sheffield.',
    PT: 'Gestão ambiental na nossa fábrica de Sheffield.',
  },
  'UKCA and CE conformity': {
    ES: 'Declaraciones de conformidad para todos los instrumentos que fabricamos (baja tensión y CEM).',
    NL: 'Conformiteitsverklaringen voor elk instrument dat wij maken (laagspanning en EMC).',
    PT: 'Declarações de conformidade para todos os instrumentos que fabricamos (baixa tensão e CEM).',
  },
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A drawing of the certificate (frame, seal, its name), rendered to PNG: the project's own image, no photo needed. */
async function certificatePng(name: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">
    <rect width="600" height="420" fill="#f1f4f9"/>
    <rect x="40" y="24" width="520" height="372" fill="#ffffff" stroke="#0b1f3a" stroke-width="6"/>
    <rect x="56" y="40" width="488" height="340" fill="none" stroke="#f5c400" stroke-width="3"/>
    <text x="300" y="104" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#0b1f3a">CERTIFICATE</text>
    <text x="300" y="168" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="bold" fill="#0b1f3a">${escapeXml(name)}</text>
    <text x="300" y="212" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#334155">Voltara Test Equipment Ltd</text>
    <line x1="120" y1="300" x2="300" y2="300" stroke="#94a3b8" stroke-width="2"/>
    <circle cx="440" cy="296" r="46" fill="#f5c400" stroke="#0b1f3a" stroke-width="4"/>
    <path d="M440 266 l10 20 22 3 -16 15 4 22 -20 -10 -20 10 4 -22 -16 -15 22 -3z" fill="#0b1f3a"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Stores bytes as the admin's upload would (type read from the bytes, images get web copies); its /media URL. */
async function store(deps: AppDeps, bytes: Uint8Array, fileName: string): Promise<string> {
  const stored = await storeUpload(deps, bytes, await inspectUpload(bytes, fileName, 'en'), 'en');
  await deps.db.insert(files).values(stored.values);
  return mediaUrl(stored.values.storageKey);
}

/** A certificate is valid at least this long after the demo database is made. */
const MIN_VALIDITY_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The seed's fixed dates run out as time passes; a certificate is renewed for its own cycle (three years for ISO 9001
 * ...) until it is valid today, as the company would have done, so a fresh demo never shows lapsed certificates.
 */
function renewed(issuedAt: Date | null, expiresAt: Date | null, now = Date.now()): { issuedAt: Date | null; expiresAt: Date | null } {
  if (!issuedAt || !expiresAt) return { issuedAt, expiresAt };
  const cycle = Math.max(1, expiresAt.getUTCFullYear() - issuedAt.getUTCFullYear());
  const issued = new Date(issuedAt);
  const expires = new Date(expiresAt);
  while (expires.getTime() < now + MIN_VALIDITY_MS) {
    issued.setUTCFullYear(issued.getUTCFullYear() + cycle);
    expires.setUTCFullYear(expires.getUTCFullYear() + cycle);
  }
  return { issuedAt: issued, expiresAt: expires };
}

/**
 * Completes the quality certificates of seed/admin for /about/certification: current dates, the missing translations,
 * a picture of each certificate and the certificate itself as a real PDF, stored through the configured storage like
 * an upload.
 */
export async function seedCertificateFiles(deps: AppDeps): Promise<void> {
  const certs = await deps.db.select().from(qualityCerts);
  for (const cert of certs) {
    const slug = cert.name_EN.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const dates = renewed(cert.issuedAt, cert.expiresAt);
    const issued = dates.issuedAt?.toISOString().slice(0, 10) ?? '';
    const expires = dates.expiresAt?.toISOString().slice(0, 10) ?? '';
    const pdf = tinyPdf(`Certificate: ${cert.name_EN}`, [
      'Voltara Test Equipment Ltd, Sheffield, United Kingdom',
      cert.description_EN,
      `Issued ${issued}, valid until ${expires}.`,
    ]);
    const translations = DESCRIPTIONS[cert.name_EN];
    await deps.db
      .update(qualityCerts)
      .set({
        ...dates,
        imageUrl: await store(deps, await certificatePng(cert.name_EN), `${slug}.png`),
        fileUrl: await store(deps, pdf, `${slug}-certificate.pdf`),
        ...(translations ? { description_ES: translations.ES, description_NL: translations.NL, description_PT: translations.PT } : {}),
      })
      .where(eq(qualityCerts.id, cert.id));
  }
}
