import { asc, eq, inArray } from 'drizzle-orm';
import type { LeadEventKind, LeadSource, LeadStatus } from '../../../../shared/partners/enums';
import { foldProspect, LEAD_SETTINGS_DEFAULTS } from '../../../../shared/leads/leads.schema';
import type { AppDeps } from '../../../deps';
import { companies, countries, leadEvents, leads, products, users } from '../../schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ANSWER_MS = LEAD_SETTINGS_DEFAULTS.answerHours * HOUR;

type Company = 'nordhavn' | 'iberia';

/** One demo lead: where it stands, and how long ago it arrived (ms before the seed runs). */
interface DemoLead {
  company: Company | null;
  status: LeadStatus;
  source: LeadSource;
  prospect: string;
  contact: string;
  country: string;
  product: number;
  /** Whole currency units. */
  value: number;
  currency: string;
  age: number;
  /** Offered: the deadline from now (ms). */
  deadlineIn?: number;
  reason?: string;
  /** Unassigned after a company let it go: which one and how. */
  letGo?: { company: Company; kind: 'rejected' | 'expired' };
  /** A conflict: the index of the lead (in this list) it collides with. */
  conflictWith?: number;
}

const N = 'nordhavn';
const I = 'iberia';

const DEMO: DemoLead[] = [
  // Nordhavn Inspection ApS (Denmark; covers Iceland and Greenland)
  { company: N, status: 'offered', source: 'enquiry', prospect: 'Aalborg Tankbyg ApS', contact: 'Mette Kjær', country: 'Denmark', product: 0, value: 0, currency: 'DKK', age: 14 * HOUR, deadlineIn: ANSWER_MS - 14 * HOUR },
  { company: N, status: 'offered', source: 'enquiry', prospect: 'Reykjavík Pipe Services ehf.', contact: 'Jón Sigurðsson', country: 'Iceland', product: 1, value: 0, currency: 'EUR', age: 32 * HOUR, deadlineIn: ANSWER_MS - 32 * HOUR },
  // Near its deadline: the hourly job's "deadline near" e-mail goes out for this one.
  { company: N, status: 'offered', source: 'admin', prospect: 'Esbjerg Offshore Coatings A/S', contact: 'Lars Holm', country: 'Denmark', product: 2, value: 42_000, currency: 'EUR', age: 63 * HOUR, deadlineIn: 9 * HOUR },
  { company: N, status: 'offered', source: 'enquiry', prospect: 'Roskilde Corrosion Control ApS', contact: 'Sofie Lund', country: 'Denmark', product: 3, value: 0, currency: 'DKK', age: 5 * HOUR, deadlineIn: ANSWER_MS - 5 * HOUR },
  { company: N, status: 'accepted', source: 'enquiry', prospect: 'Fyn Rørteknik ApS', contact: 'Anders Madsen', country: 'Denmark', product: 0, value: 9_800, currency: 'EUR', age: 9 * DAY },
  { company: N, status: 'accepted', source: 'partner', prospect: 'Nuuk Harbour Works', contact: 'Aviaja Petersen', country: 'Greenland', product: 1, value: 26_500, currency: 'DKK', age: 6 * DAY },
  { company: N, status: 'accepted', source: 'enquiry', prospect: 'Kolding Tank Inspection ApS', contact: 'Jesper Nygaard', country: 'Denmark', product: 4, value: 12_000, currency: 'EUR', age: 12 * DAY },
  { company: N, status: 'accepted', source: 'partner', prospect: 'Nordic Marine Coatings ApS', contact: 'Karen Friis', country: 'Denmark', product: 2, value: 31_000, currency: 'EUR', age: 20 * DAY },
  { company: N, status: 'won', source: 'enquiry', prospect: 'Aarhus Vessel Lining A/S', contact: 'Peter Skov', country: 'Denmark', product: 0, value: 18_500, currency: 'EUR', age: 40 * DAY },
  { company: N, status: 'won', source: 'admin', prospect: 'Odense Pipeline Care ApS', contact: 'Line Bech', country: 'Denmark', product: 1, value: 7_200, currency: 'EUR', age: 65 * DAY },
  { company: N, status: 'lost', source: 'enquiry', prospect: 'Vejle Industrial Paint ApS', contact: 'Rasmus Krogh', country: 'Denmark', product: 3, value: 5_400, currency: 'EUR', age: 33 * DAY, reason: 'The customer postponed the purchase to next year’s budget.' },

  // Iberia Ensayos SL (Spain; covers Andorra)
  { company: I, status: 'offered', source: 'enquiry', prospect: 'Tuberías del Norte SL', contact: 'Iñaki Etxeberria', country: 'Spain', product: 0, value: 0, currency: 'EUR', age: 22 * HOUR, deadlineIn: ANSWER_MS - 22 * HOUR },
  { company: I, status: 'offered', source: 'enquiry', prospect: 'Climatització Andorrana SL', contact: 'Jordi Puig', country: 'Andorra', product: 1, value: 0, currency: 'EUR', age: 66 * HOUR, deadlineIn: 6 * HOUR },
  { company: I, status: 'offered', source: 'admin', prospect: 'Depósitos Aragón SA', contact: 'Lucía Gil', country: 'Spain', product: 4, value: 15_000, currency: 'EUR', age: 2 * HOUR, deadlineIn: ANSWER_MS - 2 * HOUR },
  { company: I, status: 'accepted', source: 'enquiry', prospect: 'Recubrimientos Levante SA', contact: 'Marta Ruiz', country: 'Spain', product: 2, value: 22_000, currency: 'EUR', age: 8 * DAY },
  { company: I, status: 'accepted', source: 'partner', prospect: 'Oleoductos Ibéricos SA', contact: 'Javier Moreno', country: 'Spain', product: 3, value: 48_000, currency: 'EUR', age: 4 * DAY },
  { company: I, status: 'accepted', source: 'enquiry', prospect: 'Valencia Impermeabilizaciones SL', contact: 'Carmen Soler', country: 'Spain', product: 0, value: 6_300, currency: 'EUR', age: 15 * DAY },
  { company: I, status: 'won', source: 'enquiry', prospect: 'Astilleros Cantábricos SA', contact: 'Pablo Fernández', country: 'Spain', product: 1, value: 27_900, currency: 'EUR', age: 50 * DAY },
  { company: I, status: 'won', source: 'partner', prospect: 'Galicia Tanques SL', contact: 'Uxía Castro', country: 'Spain', product: 4, value: 11_400, currency: 'EUR', age: 72 * DAY },
  { company: I, status: 'lost', source: 'enquiry', prospect: 'Pinturas Industriales Sevilla SL', contact: 'Rocío Márquez', country: 'Spain', product: 2, value: 8_800, currency: 'EUR', age: 28 * DAY, reason: 'They chose a holiday detector already in use at their parent company.' },
  // Iberia's own registration of a prospect Nordhavn already works (index 7): the admin's conflict to resolve.
  { company: I, status: 'conflict', source: 'partner', prospect: 'Nordic Marine Coatings SL', contact: 'Erik Dahl', country: 'Spain', product: 2, value: 29_000, currency: 'EUR', age: 1 * DAY, conflictWith: 7 },
  // Nordhavn's own registration nobody else holds: it waits for Voltara's confirmation like every registration.
  { company: N, status: 'review', source: 'partner', prospect: 'Svendborg Stålbeholdere ApS', contact: 'Karen Møller', country: 'Denmark', product: 1, value: 9_500, currency: 'DKK', age: 6 * HOUR },

  // With Voltara: new ones from countries no partner covers, one Nordhavn rejected, one whose deadline passed.
  { company: null, status: 'unassigned', source: 'enquiry', prospect: 'Lisboa Revestimentos Lda', contact: 'Inês Carvalho', country: 'Portugal', product: 0, value: 0, currency: 'EUR', age: 3 * HOUR },
  { company: null, status: 'unassigned', source: 'enquiry', prospect: 'Milano Tubi Srl', contact: 'Giulia Rossi', country: 'Italy', product: 1, value: 0, currency: 'EUR', age: 26 * HOUR },
  { company: null, status: 'unassigned', source: 'admin', prospect: 'Hamburg Behälterbau GmbH', contact: 'Jonas Weber', country: 'Germany', product: 3, value: 14_000, currency: 'EUR', age: 5 * DAY, letGo: { company: N, kind: 'rejected' }, reason: 'Outside our territory: we have no service engineer in northern Germany.' },
  { company: null, status: 'unassigned', source: 'enquiry', prospect: 'Göteborg Tank AB', contact: 'Elsa Lindqvist', country: 'Sweden', product: 2, value: 0, currency: 'EUR', age: 4 * DAY, letGo: { company: N, kind: 'expired' } },
];

type EventRow = typeof leadEvents.$inferInsert;

/** The history that brought a demo lead where it stands, step by step from its arrival. */
function historyOf(lead: DemoLead, leadId: number, created: number, companyIds: Record<Company, number>, actors: Record<Company, string | null>, now: number): EventRow[] {
  const at = (ms: number) => new Date(Math.min(ms, now));
  const event = (kind: LeadEventKind, ms: number, company: Company | null, actor: string | null, reason = ''): EventRow => ({
    leadId,
    kind,
    companyId: company ? companyIds[company] : null,
    actorId: actor,
    reason,
    createdAt: at(ms),
  });
  const own = lead.company;
  if (lead.letGo) {
    const by = lead.letGo.company;
    return [
      event('created', created, null, null),
      event('routed', created + HOUR, by, null),
      lead.letGo.kind === 'rejected'
        ? event('rejected', created + 20 * HOUR, by, actors[by], lead.reason)
        : event('expired', created + HOUR + ANSWER_MS, by, null),
    ];
  }
  if (!own) return [event('created', created, null, null)];
  if (lead.source === 'partner') {
    const first = event('created', created, own, actors[own]);
    if (lead.status === 'conflict' || lead.status === 'review') return [first, event(lead.status, created, own, actors[own])];
    const accepted = event('accepted', created, own, actors[own]);
    if (lead.status === 'won') return [first, accepted, event('won', created + 21 * DAY, own, actors[own])];
    return [first, accepted];
  }
  const offered = [event('created', created, null, null), event('routed', created, own, null)];
  if (lead.status === 'offered') return offered;
  const accepted = event('accepted', created + 6 * HOUR, own, actors[own]);
  if (lead.status === 'accepted') return [...offered, accepted];
  return [...offered, accepted, event(lead.status === 'won' ? 'won' : 'lost', created + 21 * DAY, own, actors[own], lead.reason ?? '')];
}

/**
 * Issue 12 demo leads (DECISIONS.md "Demo data for the service lifecycle and the portal"): each demo company gets its
 * own, in every state (offered with deadlines ahead and one near, accepted, won, lost), Iberia one registration in
 * conflict with a Nordhavn lead, and Voltara a few unassigned ones. Two batch inserts.
 */
export async function seedLeads(deps: AppDeps): Promise<void> {
  const { db } = deps;
  const [companyRows, countryRows, productRows, seniorRows] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.name, ['Nordhavn Inspection ApS', 'Iberia Ensayos SL'])),
    db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.name, [...new Set(DEMO.map((lead) => lead.country))])),
    db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)).limit(5),
    db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['distributor-senior@demo.test', 'other-senior@demo.test'])),
  ]);
  const nordhavn = companyRows.find((row) => row.name === 'Nordhavn Inspection ApS');
  const iberia = companyRows.find((row) => row.name === 'Iberia Ensayos SL');
  if (!nordhavn || !iberia) return;
  const companyIds: Record<Company, number> = { nordhavn: nordhavn.id, iberia: iberia.id };
  const actors: Record<Company, string | null> = {
    nordhavn: seniorRows.find((row) => row.email === 'distributor-senior@demo.test')?.id ?? null,
    iberia: seniorRows.find((row) => row.email === 'other-senior@demo.test')?.id ?? null,
  };
  const countryId = new Map(countryRows.map((row) => [row.name, row.id]));
  const productId = (index: number) => productRows[index % Math.max(1, productRows.length)]?.id ?? null;
  const now = Date.now();

  const inserted = await db
    .insert(leads)
    .values(
      DEMO.map((lead) => {
        const created = now - lead.age;
        const closed = lead.status === 'won' || lead.status === 'lost';
        return {
          companyId: lead.company ? companyIds[lead.company] : null,
          status: lead.status,
          source: lead.source,
          prospectCompany: lead.prospect,
          prospectKey: foldProspect(lead.prospect),
          contactName: lead.contact,
          email: `${foldProspect(lead.contact)}@${foldProspect(lead.prospect)}.test`,
          telephone: '',
          countryId: countryId.get(lead.country) ?? null,
          productId: productId(lead.product),
          message: '',
          value: lead.value * 100,
          currency: lead.currency,
          deadlineAt: lead.deadlineIn === undefined ? null : new Date(now + lead.deadlineIn),
          registeredByCompanyId: lead.source === 'partner' && lead.company ? companyIds[lead.company] : null,
          closedAt: closed ? new Date(Math.min(now, created + 21 * DAY)) : null,
          outcomeReason: lead.status === 'lost' ? (lead.reason ?? '') : '',
          createdAt: new Date(created),
          updatedAt: new Date(created),
        };
      }),
    )
    .returning({ id: leads.id });
  const ids = inserted.map((row) => row.id);

  const events = DEMO.flatMap((lead, index) => historyOf(lead, ids[index]!, now - lead.age, companyIds, actors, now));
  const conflicts = DEMO.flatMap((lead, index) => (lead.conflictWith === undefined ? [] : [{ id: ids[index]!, with: ids[lead.conflictWith]! }]));
  await db.batch([
    db.insert(leadEvents).values(events),
    ...conflicts.map((conflict) => db.update(leads).set({ conflictLeadId: conflict.with }).where(eq(leads.id, conflict.id))),
  ]);
}
