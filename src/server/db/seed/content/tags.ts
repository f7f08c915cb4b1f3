import { CATEGORIES } from './categories';
import { t, type T6 } from './i18n';

/** A mega-menu entry: a seeded product, a seeded category, or any other site page. */
export type TagMenuItemSeed =
  | { column: number; product: string }
  | { column: number; category: string }
  | { column: number; url: string; name: T6 };

export interface TagMenuSeed {
  title: T6;
  viewall: string;
  items: readonly TagMenuItemSeed[];
}

export interface TagSeed {
  slug: string;
  name: T6;
  colCount: number;
  menus: readonly TagMenuSeed[];
  /** Products linked to the tag besides those its menus already name. */
  extraProducts?: readonly string[];
}

export const TAGS: readonly TagSeed[] = [
  {
    slug: 'pipeline',
    name: t('Pipeline', 'Pipelines', 'Tuberías', 'Pipelines', 'Pijpleidingen', 'Condutas'),
    colCount: 4,
    extraProducts: ['vh-40-high-voltage-dc-holiday-detector'],
    menus: [
      {
        title: t('Holiday detectors', 'Porenprüfgeräte', 'Detectores de poros', 'Détecteurs de porosité', 'Porositeitsdetectoren', 'Detetores de porosidade'),
        viewall: '/tags/pipeline',
        items: [
          { column: 0, product: 'vp-35-pulsed-dc-pipeline-detector' },
          { column: 1, product: 'vp-50-pulsed-dc-pipeline-detector' },
          { column: 2, product: 'vh-30-portable-dc-holiday-detector' },
          { column: 3, product: 'vh-60-high-voltage-dc-holiday-detector' },
          { column: 0, category: 'pulsed-pipeline-detectors' },
        ],
      },
      {
        title: t('Electrodes', 'Elektroden', 'Electrodos', 'Électrodes', 'Elektroden', 'Elétrodos'),
        viewall: '/products/pipeline-electrodes',
        items: [
          { column: 0, product: 'rolling-spring-electrode' },
          { column: 1, product: 'circular-pipe-brush-electrode' },
          { column: 2, category: 'pipeline-electrodes' },
        ],
      },
      {
        title: t(
          'Calibration & accessories',
          'Kalibrierung und Zubehör',
          'Calibración y accesorios',
          'Étalonnage et accessoires',
          'Kalibratie en accessoires',
          'Calibração e acessórios',
        ),
        viewall: '/products/calibration-verification',
        items: [
          { column: 0, product: 'cv-60-calibration-voltmeter' },
          { column: 1, product: 'earth-return-lead-reel' },
          { column: 2, product: 'telescopic-extension-handle' },
          { column: 3, product: 'rugged-transit-case' },
        ],
      },
    ],
  },
  {
    slug: 'coatings',
    name: t('Coatings', 'Beschichtungen', 'Recubrimientos', 'Revêtements', 'Coatings', 'Revestimentos'),
    colCount: 3,
    menus: [
      {
        title: t('High-voltage testing', 'Hochspannungsprüfung', 'Ensayo de alta tensión', 'Contrôle haute tension', 'Hoogspanningstesten', 'Ensaio de alta tensão'),
        viewall: '/products/dc-holiday-detectors',
        items: [
          { column: 0, product: 'vh-15-portable-dc-holiday-detector' },
          { column: 1, product: 'vh-30-portable-dc-holiday-detector' },
          { column: 2, product: 'vh-40-high-voltage-dc-holiday-detector' },
          { column: 0, product: 'vp-20-pulsed-dc-lining-detector' },
        ],
      },
      {
        title: t('Low-voltage testing', 'Niederspannungsprüfung', 'Ensayo de baja tensión', 'Contrôle basse tension', 'Laagspanningstesten', 'Ensaio de baixa tensão'),
        viewall: '/products/porosity-pinhole-detectors',
        items: [
          { column: 0, product: 'ws-90-wet-sponge-detector' },
          { column: 1, product: 'ws-mini-pocket-sponge-detector' },
          { column: 2, product: 'tf-10-thin-film-porosity-kit' },
          { column: 0, product: 'tf-20-concrete-coating-test-kit' },
        ],
      },
      {
        title: t(
          'Tanks & linings',
          'Tanks und Auskleidungen',
          'Tanques y revestimientos interiores',
          'Réservoirs et chemisages',
          'Tanks en bekledingen',
          'Tanques e revestimentos interiores',
        ),
        viewall: '/products/pulsed-tank-lining-detectors',
        items: [
          { column: 0, product: 'vp-25-tank-inspection-kit' },
          { column: 1, product: 'fan-brush-electrode' },
          { column: 2, product: 'flat-bronze-brush-electrode' },
        ],
      },
    ],
  },
  {
    slug: 'cable-and-wire',
    name: t('Cable & Wire', 'Kabel und Draht', 'Cable y alambre', 'Câbles et fils', 'Kabel en draad', 'Cabos e fios'),
    colCount: 3,
    menus: [
      {
        title: t('Spark testers', 'Funkenprüfgeräte', 'Probadores de chispa', 'Testeurs à étincelles', 'Vonktesters', 'Testadores de faísca'),
        viewall: '/tags/cable-and-wire',
        items: [
          { column: 0, product: 'sa-15-ac-spark-tester' },
          { column: 0, product: 'sa-25-ac-spark-tester' },
          { column: 1, product: 'sd-30-dc-spark-tester' },
          { column: 1, product: 'sd-50-dc-spark-tester' },
          { column: 2, product: 'sh-12-high-frequency-spark-tester' },
          { column: 2, product: 'sh-20-high-frequency-spark-tester' },
        ],
      },
      {
        title: t(
          'Electrodes & verification',
          'Elektroden und Verifizierung',
          'Electrodos y verificación',
          'Électrodes et vérification',
          'Elektroden en verificatie',
          'Elétrodos e verificação',
        ),
        viewall: '/products/spark-tester-electrodes',
        items: [
          { column: 0, product: 'bead-chain-electrode-head' },
          { column: 1, product: 'split-electrode-head' },
          { column: 2, product: 'spark-tester-verification-kit' },
        ],
      },
    ],
  },
  {
    slug: 'roofing-membranes',
    name: t('Roofing & Membranes', 'Dächer und Abdichtungsbahnen', 'Cubiertas y membranas', 'Toitures et membranes', 'Daken en membranen', 'Coberturas e membranas'),
    colCount: 2,
    menus: [
      {
        title: t('Roof testing', 'Dachprüfung', 'Ensayo de cubiertas', 'Contrôle des toitures', 'Daktesten', 'Ensaio de coberturas'),
        viewall: '/products/roof-membrane-testers',
        items: [
          { column: 0, product: 'vm-200-roof-membrane-tester' },
          { column: 1, product: 'vm-400-high-voltage-roof-scanner' },
          { column: 0, product: 'telescopic-extension-handle' },
        ],
      },
      {
        title: t('Geomembranes', 'Geomembranen', 'Geomembranas', 'Géomembranes', 'Geomembranen', 'Geomembranas'),
        viewall: '/products/geomembrane-testers',
        items: [
          { column: 0, product: 'gl-100-geomembrane-leak-locator' },
          { column: 1, product: 'gl-300-geomembrane-spark-test-kit' },
          { column: 0, product: 'earth-return-lead-reel' },
        ],
      },
      {
        title: t('Services', 'Service', 'Servicios', 'Services', 'Diensten', 'Serviços'),
        viewall: '/services/training',
        items: [
          {
            column: 0,
            url: '/services/calibration',
            name: t('Calibration service', 'Kalibrierservice', 'Servicio de calibración', "Service d'étalonnage", 'Kalibratieservice', 'Serviço de calibração'),
          },
          {
            column: 1,
            url: '/services/training',
            name: t('Operator training', 'Bedienerschulung', 'Formación de operarios', 'Formation des opérateurs', 'Operatortraining', 'Formação de operadores'),
          },
          {
            column: 0,
            url: '/applications/roofing',
            name: t('Roofing applications', 'Anwendungen im Dachbau', 'Aplicaciones en cubiertas', 'Applications toiture', 'Toepassingen voor daken', 'Aplicações em coberturas'),
          },
        ],
      },
    ],
  },
];

export function categoryName(slug: string): T6 {
  const category = CATEGORIES.find((c) => c.slug === slug);
  if (!category) throw new Error(`Seed: unknown category slug ${slug}`);
  return category.name;
}
