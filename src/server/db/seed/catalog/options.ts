import { t, type T6 } from '../content/i18n';
import type { Family, SpecSeed } from './families';
import { num, perLanguage, WORDS } from './vocabulary';

/** The two variants an instrument comes in (its options): a complete kit, and longer battery life or data logging. */
export interface OptionSeed {
  slug: string;
  modelCode: string;
  name: T6;
  summary: T6;
  image: string | null;
  /** Rows that replace the product's row of the same key, or add to it. */
  specs: SpecSeed[];
  kit: ReadonlyArray<readonly [number, T6]>;
}

const KIT = t('complete kit', 'Komplettset', 'kit completo', 'kit complet', 'complete set', 'kit completo');
const BATTERY = t('extended battery', 'mit Langzeitakku', 'batería de larga duración', 'batterie longue durée', 'met extra accu', 'bateria de longa duração');
const LOGGING = t('with data logging', 'mit Datenaufzeichnung', 'con registro de datos', 'avec enregistrement', 'met gegevensregistratie', 'com registo de dados');

const named = (code: string, word: T6): T6 => perLanguage((_, language) => `${code} ${word[['EN', 'DE', 'ES', 'FR', 'NL', 'PT'].indexOf(language)]}`);

export function optionsOf(family: Family, code: string, weight: number, batteryHours: number): OptionSeed[] {
  if (!family.options) return [];
  const kit: OptionSeed = {
    slug: 'complete-kit',
    modelCode: `${code}-K`,
    name: named(code, KIT),
    summary: t(
      'Everything for site work in one rugged transit case: spare electrodes, extension handle and a second battery.',
      'Alles für den Baustelleneinsatz in einem robusten Transportkoffer: Ersatzelektroden, Verlängerungsgriff und ein zweiter Akku.',
      'Todo para el trabajo en obra en una maleta robusta: electrodos de repuesto, mango de extensión y una segunda batería.',
      'Tout pour le chantier dans une valise robuste : électrodes de rechange, manche télescopique et seconde batterie.',
      'Alles voor werk op locatie in één robuuste transportkoffer: reserve-elektroden, verlenggreep en een tweede accu.',
      'Tudo para o trabalho no local numa mala robusta: elétrodos sobresselentes, cabo de extensão e uma segunda bateria.',
    ),
    image: '/images/products/accessory-case.svg',
    specs: [{ key: 'weight', group: 'physical', value: num(weight + 4.5, 1), unit: 'kg', isKey: true }],
    kit: [
      [1, t('Rugged transit case', 'Robuster Transportkoffer', 'Maleta de transporte robusta', 'Valise de transport robuste', 'Robuuste transportkoffer', 'Mala de transporte robusta')],
      [1, t('Telescopic extension handle', 'Teleskop-Verlängerungsgriff', 'Mango de extensión telescópico', 'Manche d’extension télescopique', 'Telescopische verlenggreep', 'Cabo de extensão telescópico')],
      [1, t('Spare battery', 'Ersatzakku', 'Batería de repuesto', 'Batterie de rechange', 'Reserveaccu', 'Bateria sobresselente')],
    ],
  };
  const second: OptionSeed =
    family.options === 'battery'
      ? {
          slug: 'extended-battery',
          modelCode: `${code}-XB`,
          name: named(code, BATTERY),
          summary: t(
            'A larger Li-ion pack for two shifts of testing between charges.',
            'Ein größerer Li-Ionen-Akku für zwei Prüfschichten pro Ladung.',
            'Una batería de Li-ion mayor para dos turnos de ensayo por carga.',
            'Une batterie Li-ion plus grande pour deux journées de contrôle par charge.',
            'Een grotere Li-ionaccu voor twee testdiensten per lading.',
            'Uma bateria de iões de lítio maior para dois turnos de ensaio por carga.',
          ),
          image: null,
          specs: [
            { key: 'battery', group: 'electrical', value: num(batteryHours * 2), unit: 'h', isKey: true },
            { key: 'weight', group: 'physical', value: num(weight + 0.4, 1), unit: 'kg', isKey: true },
          ],
          kit: [],
        }
      : {
          slug: 'data-logging',
          modelCode: `${code}-L`,
          name: named(code, LOGGING),
          summary: t(
            'Records every fault with its position on the drum and sends the log to the line’s quality system.',
            'Zeichnet jeden Fehler mit seiner Position auf der Trommel auf und sendet das Protokoll an das Qualitätssystem der Linie.',
            'Registra cada fallo con su posición en la bobina y envía el registro al sistema de calidad de la línea.',
            'Enregistre chaque défaut avec sa position sur le touret et transmet le journal au système qualité de la ligne.',
            'Registreert elke fout met zijn positie op de haspel en stuurt het logboek naar het kwaliteitssysteem van de lijn.',
            'Regista cada defeito com a sua posição na bobina e envia o registo para o sistema de qualidade da linha.',
          ),
          image: null,
          specs: [{ key: 'logging', group: 'detection', value: WORDS.usbLog, isKey: true }],
          kit: [[1, t('Fault logger with USB and Ethernet', 'Fehlerschreiber mit USB und Ethernet', 'Registrador de fallos con USB y Ethernet', 'Enregistreur de défauts USB et Ethernet', 'Foutlogger met USB en Ethernet', 'Registador de defeitos com USB e Ethernet')]],
        };
  return [kit, second];
}
