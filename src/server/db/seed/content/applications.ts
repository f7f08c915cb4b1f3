import { t, type T6 } from './i18n';

/** The ten industries of SPEC.md section 1, in its order. */
export const APPLICATIONS: ReadonlyArray<{ slug: string; name: T6 }> = [
  { slug: 'leak-detection', name: t('Leak Detection', 'Leckortung', 'Detección de fugas', 'Détection de fuites', 'Lekdetectie', 'Deteção de fugas') },
  { slug: 'spark-testers', name: t('Spark Testers', 'Funkenprüfgeräte', 'Probadores de chispa', 'Testeurs à étincelles', 'Vonktesters', 'Testadores de faísca') },
  { slug: 'land-corrosion', name: t('Land Corrosion', 'Korrosionsschutz an Land', 'Corrosión en tierra', 'Corrosion terrestre', 'Corrosie op land', 'Corrosão em terra') },
  { slug: 'roofing', name: t('Roofing', 'Dachabdichtung', 'Cubiertas', 'Toitures', 'Dakbedekking', 'Coberturas') },
  { slug: 'coatings', name: t('Coatings', 'Beschichtungen', 'Recubrimientos', 'Revêtements', 'Coatings', 'Revestimentos') },
  { slug: 'geomembrane', name: t('Geomembrane', 'Geomembranen', 'Geomembranas', 'Géomembranes', 'Geomembranen', 'Geomembranas') },
  { slug: 'subsea', name: t('Subsea', 'Unterwasser', 'Submarino', 'Sous-marin', 'Onderzees', 'Submarino') },
  { slug: 'pipeline', name: t('Pipeline', 'Pipelines', 'Tuberías', 'Pipelines', 'Pijpleidingen', 'Condutas') },
  { slug: 'plastics', name: t('Plastics', 'Kunststoffe', 'Plásticos', 'Plastiques', 'Kunststoffen', 'Plásticos') },
  { slug: 'medical', name: t('Medical', 'Medizintechnik', 'Sector médico', 'Médical', 'Medisch', 'Setor médico') },
];
