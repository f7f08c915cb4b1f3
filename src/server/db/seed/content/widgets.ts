import type { LocaleCode } from '../../../../shared/locales';
import { sanitizeEach } from '../../../features/content/sanitize';
import { t, type T6 } from './i18n';

type WidgetType = 'IMAGE' | 'TEXT' | 'HTML' | 'GALLERY' | 'CAROUSEL' | 'SLIDER';

export interface WidgetSeed {
  name: string;
  type: WidgetType;
  classes: string;
  /** One row per locale; each entry is html, value and image url in the order EN, DE, ES, FR, NL, PT. */
  html?: T6;
  value?: T6;
  imageUrl?: T6;
}

const same = (text: string): T6 => t(text, text, text, text, text, text);

/** Banner drawn for each breakpoint and language: public/images/widgets/header-{size}[-{locale}].svg (EN has no suffix). */
export const HEADER_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const headerImages = (size: string): T6 => {
  const file = (code: LocaleCode) => `/images/widgets/header-${size}${code === 'EN' ? '' : `-${code.toLowerCase()}`}.svg`;
  return t(file('EN'), file('DE'), file('ES'), file('FR'), file('NL'), file('PT'));
};

// Stored HTML goes through the same sanitiser as every later write (features/content/sanitize.ts).
const INTRO = sanitizeEach(t(
  '<h2>Test equipment you can trust, from the pipeline to the production line</h2>' +
    '<p>Voltara Test Equipment designs and builds <strong>holiday detectors, spark testers and leak-detection systems</strong> in the United Kingdom. Our instruments help coating inspectors, cable makers and roofing contractors find faults before they become failures.</p>' +
    '<ul><li>DC and pulsed DC holiday detectors up to 60 kV</li><li>AC, DC and high-frequency spark testers for cable and wire</li><li>Calibration, repair and operator training worldwide</li></ul>' +
    '<p><a href="/products">Browse our products</a></p>',
  '<h2>Prüftechnik, der Sie vertrauen können – von der Pipeline bis zur Produktionslinie</h2>' +
    '<p>Voltara Test Equipment entwickelt und fertigt <strong>Porenprüfgeräte, Funkenprüfgeräte und Leckortungssysteme</strong> in Großbritannien. Unsere Geräte helfen Beschichtungsprüfern, Kabelherstellern und Dachdeckern, Fehler zu finden, bevor sie zu Schäden werden.</p>' +
    '<ul><li>DC- und gepulste DC-Porenprüfgeräte bis 60 kV</li><li>AC-, DC- und Hochfrequenz-Funkenprüfgeräte für Kabel und Draht</li><li>Kalibrierung, Reparatur und Bedienerschulung weltweit</li></ul>' +
    '<p><a href="/products">Zu unseren Produkten</a></p>',
  '<h2>Equipos de ensayo de confianza, de la tubería a la línea de producción</h2>' +
    '<p>Voltara Test Equipment diseña y fabrica <strong>detectores de poros, probadores de chispa y sistemas de detección de fugas</strong> en el Reino Unido. Nuestros instrumentos ayudan a inspectores de recubrimientos, fabricantes de cables y empresas de cubiertas a encontrar defectos antes de que se conviertan en averías.</p>' +
    '<ul><li>Detectores de poros DC y DC pulsados de hasta 60 kV</li><li>Probadores de chispa AC, DC y de alta frecuencia para cable y alambre</li><li>Calibración, reparación y formación de operarios en todo el mundo</li></ul>' +
    '<p><a href="/products">Ver nuestros productos</a></p>',
  '<h2>Des équipements de contrôle fiables, du pipeline à la ligne de production</h2>' +
    '<p>Voltara Test Equipment conçoit et fabrique au Royaume-Uni des <strong>détecteurs de porosité, testeurs à étincelles et systèmes de détection de fuites</strong>. Nos instruments aident les inspecteurs revêtement, les câbliers et les étancheurs à trouver les défauts avant qu’ils ne deviennent des pannes.</p>' +
    '<ul><li>Détecteurs de porosité DC et DC pulsé jusqu’à 60 kV</li><li>Testeurs à étincelles AC, DC et haute fréquence pour câbles et fils</li><li>Étalonnage, réparation et formation des opérateurs dans le monde entier</li></ul>' +
    '<p><a href="/products">Découvrir nos produits</a></p>',
  '<h2>Testapparatuur waarop u kunt vertrouwen, van pijpleiding tot productielijn</h2>' +
    '<p>Voltara Test Equipment ontwerpt en bouwt <strong>porositeitsdetectoren, vonktesters en lekdetectiesystemen</strong> in het Verenigd Koninkrijk. Onze instrumenten helpen coatinginspecteurs, kabelfabrikanten en dakdekkers fouten te vinden voordat ze tot schade leiden.</p>' +
    '<ul><li>DC- en gepulste DC-porositeitsdetectoren tot 60 kV</li><li>AC-, DC- en hoogfrequente vonktesters voor kabel en draad</li><li>Kalibratie, reparatie en operatortraining wereldwijd</li></ul>' +
    '<p><a href="/products">Bekijk onze producten</a></p>',
  '<h2>Equipamento de ensaio em que pode confiar, da conduta à linha de produção</h2>' +
    '<p>A Voltara Test Equipment concebe e fabrica <strong>detetores de porosidade, testadores de faísca e sistemas de deteção de fugas</strong> no Reino Unido. Os nossos instrumentos ajudam inspetores de revestimentos, fabricantes de cabos e empresas de coberturas a encontrar defeitos antes que se tornem avarias.</p>' +
    '<ul><li>Detetores de porosidade DC e DC pulsada até 60 kV</li><li>Testadores de faísca AC, DC e de alta frequência para cabos e fios</li><li>Calibração, reparação e formação de operadores em todo o mundo</li></ul>' +
    '<p><a href="/products">Ver os nossos produtos</a></p>',
));

const APPLICATIONS_TEXT = t(
  'From pipelines and subsea structures to roofing membranes, plastics and medical devices, Voltara instruments find the faults others miss.',
  'Von Pipelines und Unterwasserbauwerken bis zu Dachabdichtungen, Kunststoffen und Medizinprodukten: Voltara-Geräte finden die Fehler, die andere übersehen.',
  'Desde tuberías y estructuras submarinas hasta membranas de cubierta, plásticos y dispositivos médicos, los instrumentos Voltara encuentran los defectos que otros pasan por alto.',
  'Des pipelines et structures sous-marines aux membranes de toiture, plastiques et dispositifs médicaux, les instruments Voltara trouvent les défauts que d’autres ne voient pas.',
  'Van pijpleidingen en onderzeese constructies tot dakmembranen, kunststoffen en medische hulpmiddelen: Voltara-instrumenten vinden de fouten die anderen missen.',
  'Das condutas e estruturas submarinas às membranas de cobertura, plásticos e dispositivos médicos, os instrumentos Voltara encontram os defeitos que outros não veem.',
);

export const WIDGETS: readonly WidgetSeed[] = [
  ...HEADER_SIZES.map((size): WidgetSeed => ({ name: `header_${size}`, type: 'IMAGE', classes: 'w-full', imageUrl: headerImages(size) })),
  // The slider reads its slides from gallery 2, the gallery widget shows gallery 1.
  { name: 'home_slider', type: 'SLIDER', classes: 'container mx-auto', value: same('2') },
  { name: 'home_intro', type: 'HTML', classes: 'container mx-auto py-8', html: INTRO },
  { name: 'home_gallery', type: 'GALLERY', classes: 'container mx-auto py-8', value: same('1') },
  // Plain text: the same text in html and value, so a renderer reading either shows it.
  { name: 'home_applications', type: 'TEXT', classes: 'container mx-auto text-center', html: sanitizeEach(APPLICATIONS_TEXT), value: APPLICATIONS_TEXT },
];
