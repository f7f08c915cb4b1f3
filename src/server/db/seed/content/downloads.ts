import sharp from 'sharp';
import type { DownloadAudience, DownloadCategory } from '../../../../shared/files/download.schema';
import type { AppDeps } from '../../../deps';
import { inspectUpload, storeUpload } from '../../../features/files/upload';
import { downloads, files } from '../../schema';
import { loc, t, type T6 } from './i18n';

interface DownloadSeed {
  title: T6;
  category: DownloadCategory;
  audience: DownloadAudience;
  fileName: string;
  file: () => Promise<Uint8Array>;
}

/** A real one-page PDF (Helvetica text), built from bytes so the demo needs no binary files in the repository. */
export function tinyPdf(title: string, lines: readonly string[]): Uint8Array {
  const text = (s: string) => `(${s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&')}) Tj`;
  const stream = ['BT', '/F1 20 Tf', '72 740 Td', text(title), '/F1 11 Tf', ...lines.flatMap((line) => ['0 -18 Td', text(line)]), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A drawing of a tester's front panel, rendered to PNG by sharp (the project's own image). */
async function panelPng(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="#0f1e3d"/>
    <rect x="150" y="120" width="900" height="560" rx="36" fill="#e8edf5" stroke="#f5c400" stroke-width="12"/>
    <rect x="220" y="190" width="420" height="220" rx="12" fill="#10243f"/>
    <text x="250" y="320" font-family="sans-serif" font-size="96" fill="#f5c400">15.0 kV</text>
    <circle cx="840" cy="300" r="110" fill="#c8d1de" stroke="#10243f" stroke-width="10"/>
    <line x1="840" y1="300" x2="900" y2="230" stroke="#10243f" stroke-width="14" stroke-linecap="round"/>
    <rect x="220" y="470" width="170" height="120" rx="14" fill="#1f8a4c"/>
    <rect x="430" y="470" width="170" height="120" rx="14" fill="#b3261e"/>
    <text x="700" y="560" font-family="sans-serif" font-size="56" fill="#10243f">SA-15</text>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

const pdf = (title: string, ...lines: string[]) => async () => tinyPdf(title, lines);

const DOWNLOADS: readonly DownloadSeed[] = [
  {
    title: t('Voltara product catalogue 2024', 'Voltara Produktkatalog 2024', 'Catálogo de productos Voltara 2024', 'Catalogue produits Voltara 2024', 'Voltara productcatalogus 2024', 'Catálogo de produtos Voltara 2024'),
    category: 'brochure',
    audience: 'public',
    fileName: 'voltara-catalogue-2024.pdf',
    file: pdf('Voltara product catalogue 2024', 'Spark testers, holiday detectors and leak locators.', 'Voltara Test Equipment Ltd'),
  },
  {
    title: t('SD-30 DC Spark Tester datasheet', 'SD-30 DC-Funkenprüfgerät Datenblatt', 'Hoja de datos del probador de chispa DC SD-30', 'Fiche technique du testeur à étincelles DC SD-30', 'SD-30 DC-vonktester datasheet', 'Ficha técnica do testador de faísca DC SD-30'),
    category: 'datasheet',
    audience: 'public',
    fileName: 'sd-30-datasheet.pdf',
    file: pdf('SD-30 DC Spark Tester', 'Output 0.5 to 30 kV DC, pulsed.', 'Weight 2.9 kg with battery.'),
  },
  {
    title: t('SA-15 front panel drawing', 'SA-15 Zeichnung der Frontplatte', 'Dibujo del panel frontal SA-15', 'Dessin de la face avant SA-15', 'SA-15 tekening van het frontpaneel', 'Desenho do painel frontal SA-15'),
    category: 'other',
    audience: 'public',
    fileName: 'sa-15-front-panel.png',
    file: panelPng,
  },
  {
    title: t('SA-15 AC Spark Tester user manual', 'SA-15 AC-Funkenprüfgerät Bedienungsanleitung', 'Manual de usuario del probador de chispa AC SA-15', 'Manuel utilisateur du testeur à étincelles AC SA-15', 'SA-15 AC-vonktester gebruikershandleiding', 'Manual do utilizador do testador de faísca AC SA-15'),
    category: 'manual',
    audience: 'customers',
    fileName: 'sa-15-user-manual.pdf',
    file: pdf('SA-15 user manual', 'Safety first: earth the work piece before testing.', 'Chapter 2: setting the test voltage.'),
  },
  {
    title: t('Distributor sales presentation 2024', 'Vertriebspräsentation für Händler 2024', 'Presentación comercial para distribuidores 2024', 'Présentation commerciale distributeurs 2024', 'Verkooppresentatie voor distributeurs 2024', 'Apresentação comercial para distribuidores 2024'),
    category: 'brochure',
    audience: 'distributors',
    fileName: 'distributor-presentation-2024.pdf',
    file: pdf('Distributor sales presentation 2024', 'Margins, campaigns and demo kits for partners.'),
  },
  {
    title: t('SD-30 DC Spark Tester service manual', 'SD-30 DC-Funkenprüfgerät Servicehandbuch', 'Manual de servicio del probador de chispa DC SD-30', 'Manuel de service du testeur à étincelles DC SD-30', 'SD-30 DC-vonktester servicehandleiding', 'Manual de serviço do testador de faísca DC SD-30'),
    category: 'service-manual',
    audience: 'service-partners',
    fileName: 'sd-30-service-manual.pdf',
    file: pdf('SD-30 service manual - internal', 'For certified service partners only. Do not distribute.', 'High-voltage module replacement and calibration.'),
  },
  {
    title: t('Internal quality audit report 2024', 'Interner Qualitätsauditbericht 2024', 'Informe interno de auditoría de calidad 2024', 'Rapport d’audit qualité interne 2024', 'Intern kwaliteitsauditrapport 2024', 'Relatório interno de auditoria de qualidade 2024'),
    category: 'certificate',
    audience: 'admin',
    fileName: 'quality-audit-2024.pdf',
    file: pdf('Internal quality audit report 2024', 'ISO 9001 surveillance audit: no major findings.'),
  },
];

/**
 * Demo downloads with small generated files, stored through the configured storage the way uploads are (images get
 * their web copies), so the admin list, the public listing and the audience rules show real records.
 */
export async function seedDownloads(deps: AppDeps): Promise<void> {
  for (const [index, seed] of DOWNLOADS.entries()) {
    const bytes = await seed.file();
    const stored = await storeUpload(deps, bytes, await inspectUpload(bytes, seed.fileName, 'en'), 'en');
    const [file] = await deps.db.insert(files).values(stored.values).returning({ id: files.id });
    await deps.db.insert(downloads).values({
      ...loc('title', seed.title),
      category: seed.category,
      audience: seed.audience,
      fileId: file!.id,
      published: true,
      sort: (index + 1) * 10,
    });
  }
}
