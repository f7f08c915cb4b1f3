import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../client';
import { LOCALE_CODES, type LocaleCode } from '../../../../shared/locales';
import { applications, categories, tags } from '../../schema';

type Template = Record<LocaleCode, (name: string) => string>;

const CATEGORY: Template = {
  EN: (name) => `<p>${name} from Voltara Test Equipment: designed and built in the UK, calibrated before dispatch, with specifications, manuals and prices on request.</p>`,
  DE: (name) => `<p>${name} von Voltara Test Equipment: in Großbritannien entwickelt und gebaut, vor dem Versand kalibriert, mit technischen Daten, Handbüchern und Preisen auf Anfrage.</p>`,
  ES: (name) => `<p>${name} de Voltara Test Equipment: diseñados y fabricados en el Reino Unido, calibrados antes del envío, con especificaciones, manuales y precios bajo petición.</p>`,
  FR: (name) => `<p>${name} de Voltara Test Equipment : conçus et fabriqués au Royaume-Uni, étalonnés avant expédition, avec caractéristiques, manuels et prix sur demande.</p>`,
  NL: (name) => `<p>${name} van Voltara Test Equipment: ontworpen en gebouwd in het Verenigd Koninkrijk, gekalibreerd vóór verzending, met specificaties, handleidingen en prijzen op aanvraag.</p>`,
  PT: (name) => `<p>${name} da Voltara Test Equipment: concebidos e fabricados no Reino Unido, calibrados antes da expedição, com especificações, manuais e preços sob pedido.</p>`,
};

const TAG: Template = {
  EN: (name) => `<p>Instruments, electrodes and accessories for ${name.toLowerCase()} work, chosen by our application engineers.</p>`,
  DE: (name) => `<p>Geräte, Elektroden und Zubehör für den Bereich ${name}, ausgewählt von unseren Anwendungsingenieuren.</p>`,
  ES: (name) => `<p>Instrumentos, electrodos y accesorios para trabajos de ${name.toLowerCase()}, seleccionados por nuestros ingenieros de aplicaciones.</p>`,
  FR: (name) => `<p>Instruments, électrodes et accessoires pour le domaine ${name}, choisis par nos ingénieurs d’application.</p>`,
  NL: (name) => `<p>Instrumenten, elektroden en accessoires voor ${name.toLowerCase()}, gekozen door onze applicatie-engineers.</p>`,
  PT: (name) => `<p>Instrumentos, elétrodos e acessórios para trabalhos de ${name.toLowerCase()}, escolhidos pelos nossos engenheiros de aplicação.</p>`,
};

const APPLICATION: Template = {
  EN: (name) => `<p>Test equipment for ${name.toLowerCase()}: instruments that find coating faults, insulation flaws and leaks before they cost you a repair.</p>`,
  DE: (name) => `<p>Prüftechnik für den Bereich ${name}: Geräte, die Beschichtungsfehler, Isolationsschäden und Lecks finden, bevor sie eine Reparatur kosten.</p>`,
  ES: (name) => `<p>Equipos de ensayo para ${name.toLowerCase()}: instrumentos que detectan fallos de recubrimiento, defectos de aislamiento y fugas antes de que le cuesten una reparación.</p>`,
  FR: (name) => `<p>Équipements de contrôle pour le domaine ${name} : des instruments qui trouvent défauts de revêtement, défauts d’isolant et fuites avant qu’ils ne coûtent une réparation.</p>`,
  NL: (name) => `<p>Testapparatuur voor ${name.toLowerCase()}: instrumenten die coatingfouten, isolatiegebreken en lekken vinden voordat ze u een reparatie kosten.</p>`,
  PT: (name) => `<p>Equipamento de ensaio para ${name.toLowerCase()}: instrumentos que encontram defeitos de revestimento, falhas de isolamento e fugas antes de lhe custarem uma reparação.</p>`,
};

type Named = { id: number } & Record<`name_${LocaleCode}`, string>;

function described(row: Named, template: Template): Record<`description_${LocaleCode}`, string> {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [`description_${code}`, template[code](row[`name_${code}`] || row.name_EN)]),
  ) as Record<`description_${LocaleCode}`, string>;
}

/** The introductions of the category, tag and application pages, in six languages. */
export async function seedCatalogDescriptions(db: Database): Promise<void> {
  const [categoryRows, tagRows, applicationRows] = await Promise.all([db.select().from(categories), db.select().from(tags), db.select().from(applications)]);
  const updates: BatchItem<'sqlite'>[] = [
    ...categoryRows.map((row) => db.update(categories).set(described(row, CATEGORY)).where(eq(categories.id, row.id))),
    ...tagRows.map((row) => db.update(tags).set(described(row, TAG)).where(eq(tags.id, row.id))),
    ...applicationRows.map((row) => db.update(applications).set(described(row, APPLICATION)).where(eq(applications.id, row.id))),
  ];
  if (updates.length > 0) await db.batch(updates as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}
