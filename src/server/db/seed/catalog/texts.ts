import type { DownloadAudience, DownloadCategory } from '../../../../shared/files/download.schema';
import { t, type T6 } from '../content/i18n';
import type { FamilyId } from './families';

export const SECOND_IMAGE_ALT = t('probe and electrode', 'Sonde und Elektrode', 'sonda y electrodo', 'sonde et électrode', 'sonde en elektrode', 'sonda e elétrodo');

interface DownloadText {
  category: DownloadCategory;
  audience: DownloadAudience;
  title: T6;
}

const guide = (en: string, de: string, es: string, fr: string, nl: string, pt: string): DownloadText => ({
  category: 'reference-guide',
  audience: 'public',
  title: t(`${en} reference guide`, `${de} – Referenzhandbuch`, `Guía de referencia de ${es}`, `Guide de référence ${fr}`, `Naslaggids ${nl}`, `Guia de referência de ${pt}`),
});
const prices = (en: string, de: string, es: string, fr: string, nl: string, pt: string): DownloadText => ({
  category: 'price-list',
  audience: 'distributors',
  title: t(`${en} price list 2025`, `${de} – Preisliste 2025`, `Lista de precios 2025 de ${es}`, `Liste de prix 2025 ${fr}`, `Prijslijst 2025 ${nl}`, `Tabela de preços 2025 de ${pt}`),
});

/** Family names in each language, as the download titles use them. */
const FAMILY_NAMES: Record<FamilyId, readonly [string, string, string, string, string, string]> = {
  dc: ['DC holiday detectors', 'DC-Porenprüfgeräte', 'detectores de poros CC', 'des détecteurs de porosité CC', 'DC-porositeitsdetectors', 'detetores de porosidade CC'],
  pulsed: ['Pulsed DC detectors', 'Gepulste DC-Prüfgeräte', 'detectores de CC pulsada', 'des détecteurs CC pulsé', 'gepulste DC-detectors', 'detetores de CC pulsada'],
  porosity: ['Porosity detectors', 'Porenprüfgeräte', 'detectores de porosidad', 'des détecteurs de porosité', 'porositeitsdetectors', 'detetores de porosidade'],
  spark: ['Spark testers', 'Funkenprüfgeräte', 'probadores de chispa', 'des testeurs à étincelles', 'vonktesters', 'testadores de faísca'],
  membrane: ['Membrane leak detectors', 'Lecksuchgeräte für Bahnen', 'detectores de fugas en membranas', 'des détecteurs de fuites pour membranes', 'lekdetectors voor membranen', 'detetores de fugas em membranas'],
  electrode: ['Electrodes', 'Elektroden', 'electrodos', 'des électrodes', 'elektroden', 'elétrodos'],
  calibration: ['Calibration tools', 'Kalibriermittel', 'herramientas de calibración', 'des outils d’étalonnage', 'kalibratiegereedschap', 'ferramentas de calibração'],
  accessory: ['Accessories', 'Zubehör', 'accesorios', 'des accessoires', 'accessoires', 'acessórios'],
};

function familyDownloads(family: FamilyId): DownloadText[] {
  const names = FAMILY_NAMES[family];
  // No brochure: each product's datasheet is made from its catalogue data (server/features/catalog/datasheet.ts).
  const list = [guide(...names), prices(...names)];
  if (family === 'dc') {
    list.push({
      category: 'service-manual',
      audience: 'service-partners',
      title: t('DC holiday detectors service manual', 'DC-Porenprüfgeräte – Servicehandbuch', 'Manual de servicio de detectores de poros CC', 'Manuel de service des détecteurs de porosité CC', 'Servicehandleiding DC-porositeitsdetectors', 'Manual de assistência de detetores de porosidade CC'),
    });
  }
  return list;
}

export const DOWNLOAD_TITLES: Record<FamilyId, DownloadText[]> = Object.fromEntries(
  (Object.keys(FAMILY_NAMES) as FamilyId[]).map((family) => [family, familyDownloads(family)]),
) as Record<FamilyId, DownloadText[]>;
