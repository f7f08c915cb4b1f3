import { INTL_LOCALE, type LocaleCode } from '../../../../shared/locales';
import { t, type T6 } from '../content/i18n';

/** Specification groups, labels and word values of the demo catalogue, in the seed's language order (EN DE ES FR NL PT). */

export const GROUPS = {
  electrical: t('Electrical', 'Elektrisch', 'Eléctrico', 'Électrique', 'Elektrisch', 'Elétrico'),
  detection: t('Detection', 'Prüfung', 'Detección', 'Détection', 'Detectie', 'Deteção'),
  physical: t('Physical', 'Mechanisch', 'Físico', 'Physique', 'Fysiek', 'Físico'),
  environment: t('Environment', 'Umgebung', 'Entorno', 'Environnement', 'Omgeving', 'Ambiente'),
} as const satisfies Record<string, T6>;

export type Group = keyof typeof GROUPS;

export const LABELS = {
  voltage: t('Test voltage', 'Prüfspannung', 'Tensión de ensayo', 'Tension d’essai', 'Testspanning', 'Tensão de ensaio'),
  method: t('Detection method', 'Prüfverfahren', 'Método de detección', 'Méthode de détection', 'Detectiemethode', 'Método de deteção'),
  thickness: t('Coating thickness', 'Schichtdicke', 'Espesor del recubrimiento', 'Épaisseur du revêtement', 'Laagdikte', 'Espessura do revestimento'),
  sensitivity: t('Sensitivity', 'Empfindlichkeit', 'Sensibilidad', 'Sensibilité', 'Gevoeligheid', 'Sensibilidade'),
  display: t('Display', 'Anzeige', 'Pantalla', 'Affichage', 'Display', 'Visor'),
  alarm: t('Alarm', 'Alarm', 'Alarma', 'Alarme', 'Alarm', 'Alarme'),
  power: t('Power supply', 'Stromversorgung', 'Alimentación', 'Alimentation', 'Voeding', 'Alimentação'),
  battery: t('Battery life', 'Akkulaufzeit', 'Autonomía de la batería', 'Autonomie de la batterie', 'Accuduur', 'Autonomia da bateria'),
  weight: t('Weight', 'Gewicht', 'Peso', 'Poids', 'Gewicht', 'Peso'),
  size: t('Dimensions', 'Abmessungen', 'Dimensiones', 'Dimensions', 'Afmetingen', 'Dimensões'),
  temperature: t('Operating temperature', 'Betriebstemperatur', 'Temperatura de funcionamiento', 'Température de fonctionnement', 'Bedrijfstemperatuur', 'Temperatura de funcionamento'),
  protection: t('Ingress protection', 'Schutzart', 'Grado de protección', 'Indice de protection', 'Beschermingsgraad', 'Grau de proteção'),
  frequency: t('Output frequency', 'Ausgangsfrequenz', 'Frecuencia de salida', 'Fréquence de sortie', 'Uitgangsfrequentie', 'Frequência de saída'),
  lineSpeed: t('Maximum line speed', 'Maximale Liniengeschwindigkeit', 'Velocidad máxima de línea', 'Vitesse de ligne maximale', 'Maximale lijnsnelheid', 'Velocidade máxima de linha'),
  diameter: t('Diameter range', 'Durchmesserbereich', 'Rango de diámetros', 'Plage de diamètres', 'Diameterbereik', 'Gama de diâmetros'),
  material: t('Material', 'Werkstoff', 'Material', 'Matériau', 'Materiaal', 'Material'),
  maxVoltage: t('Maximum voltage', 'Maximale Spannung', 'Tensión máxima', 'Tension maximale', 'Maximale spanning', 'Tensão máxima'),
  accuracy: t('Accuracy', 'Genauigkeit', 'Precisión', 'Précision', 'Nauwkeurigheid', 'Precisão'),
  length: t('Length', 'Länge', 'Longitud', 'Longueur', 'Lengte', 'Comprimento'),
  logging: t('Data logging', 'Datenaufzeichnung', 'Registro de datos', 'Enregistrement des données', 'Gegevensregistratie', 'Registo de dados'),
} as const satisfies Record<string, T6>;

export type Label = keyof typeof LABELS;

export const WORDS = {
  dcContinuous: t('Continuous DC', 'Gleichspannung, kontinuierlich', 'CC continua', 'Courant continu permanent', 'Continue gelijkspanning', 'CC contínua'),
  pulsedDc: t('Pulsed DC', 'Gepulste Gleichspannung', 'CC pulsada', 'Courant continu pulsé', 'Gepulste gelijkspanning', 'CC pulsada'),
  wetSponge: t('Low-voltage wet sponge', 'Niederspannung, nasser Schwamm', 'Esponja húmeda de baja tensión', 'Éponge humide basse tension', 'Natte spons, laagspanning', 'Esponja húmida de baixa tensão'),
  acSpark: t('AC spark (50/60 Hz)', 'Wechselspannungsfunke (50/60 Hz)', 'Chispa de CA (50/60 Hz)', 'Étincelle CA (50/60 Hz)', 'AC-vonk (50/60 Hz)', 'Faísca de CA (50/60 Hz)'),
  dcSpark: t('DC spark', 'Gleichspannungsfunke', 'Chispa de CC', 'Étincelle CC', 'DC-vonk', 'Faísca de CC'),
  hfSpark: t('High-frequency spark', 'Hochfrequenzfunke', 'Chispa de alta frecuencia', 'Étincelle haute fréquence', 'Hoogfrequente vonk', 'Faísca de alta frequência'),
  vectorMapping: t('Low-voltage vector mapping', 'Niederspannungs-Vektorortung', 'Mapeo vectorial de baja tensión', 'Cartographie vectorielle basse tension', 'Laagspanning-vectormapping', 'Mapeamento vetorial de baixa tensão'),
  highVoltageScan: t('High-voltage broom scan', 'Hochspannungs-Besenabtastung', 'Barrido de alta tensión con escoba', 'Balayage haute tension à balai', 'Hoogspanningsscan met bezem', 'Varrimento de alta tensão com vassoura'),
  adjustable: t('Adjustable, 10 steps', 'Einstellbar, 10 Stufen', 'Ajustable, 10 niveles', 'Réglable, 10 niveaux', 'Instelbaar, 10 standen', 'Ajustável, 10 níveis'),
  digitalKv: t('Digital kV meter, backlit', 'Digitales kV-Meter, beleuchtet', 'Medidor digital de kV retroiluminado', 'Voltmètre numérique kV rétroéclairé', 'Digitale kV-meter met verlichting', 'Medidor digital de kV retroiluminado'),
  audibleVisual: t('Audible and visual', 'Akustisch und optisch', 'Acústica y visual', 'Sonore et visuelle', 'Akoestisch en visueel', 'Sonoro e visual'),
  liIon: t('Rechargeable Li-ion', 'Wiederaufladbarer Li-Ionen-Akku', 'Batería de Li-ion recargable', 'Batterie Li-ion rechargeable', 'Oplaadbare Li-ionaccu', 'Bateria de iões de lítio recarregável'),
  mains: t('Mains 100–240 V AC', 'Netz 100–240 V AC', 'Red 100–240 V CA', 'Secteur 100–240 V CA', 'Net 100–240 V AC', 'Rede 100–240 V CA'),
  phosphorBronze: t('Phosphor bronze', 'Phosphorbronze', 'Bronce fosforoso', 'Bronze phosphoreux', 'Fosforbrons', 'Bronze fosforoso'),
  stainless: t('Stainless steel', 'Edelstahl', 'Acero inoxidable', 'Acier inoxydable', 'Roestvast staal', 'Aço inoxidável'),
  usbLog: t('USB, 10,000 readings', 'USB, 10.000 Messwerte', 'USB, 10 000 lecturas', 'USB, 10 000 mesures', 'USB, 10.000 metingen', 'USB, 10 000 leituras'),
  polypropylene: t('Polypropylene, foam lined', 'Polypropylen, schaumstoffgepolstert', 'Polipropileno con espuma', 'Polypropylène, garni de mousse', 'Polypropyleen, met schuim bekleed', 'Polipropileno forrado a espuma'),
} as const satisfies Record<string, T6>;

const ORDER: readonly LocaleCode[] = ['EN', 'DE', 'ES', 'FR', 'NL', 'PT'];

/** Six texts from a function of the language (numbers written each language's way: 1.9 in English, 1,9 elsewhere). */
export function perLanguage(build: (format: (value: number, digits?: number) => string, code: LocaleCode) => string): T6 {
  const texts = ORDER.map((code) => {
    const locale = INTL_LOCALE[code.toLowerCase() as keyof typeof INTL_LOCALE];
    const format = (value: number, digits = 0) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    return build(format, code);
  });
  return texts as unknown as T6;
}

/** A number in each language. */
export const num = (value: number, digits = 0): T6 => perLanguage((format) => format(value, digits));
/** A range "a–b" in each language. */
export const range = (from: number, to: number, digits = 0): T6 => perLanguage((format) => `${format(from, digits)}–${format(to, digits)}`);
/** A value the same in every language (a code, a rating). */
export const same = (text: string): T6 => t(text, text, text, text, text, text);
