import { sql } from 'drizzle-orm';
import type { EnquiryKind } from '../../../shared/catalog/enums';
import { foldProspect } from '../../../shared/leads/leads.schema';
import type { AppDeps } from '../../deps';
import { countries, leads } from '../../db/schema';
import { readLeadSettings } from '../settings/site-settings';
import type { PreparedEnquiry } from '../enquiries/prepared';
import { eventInsert, JUST_INSERTED_LEAD, LEAD_OF_LAST_EVENT } from './events';
import { mailNewLead } from './notify';
import { companyForCountry, deadlineFrom } from './routing';

/** The public forms that are sales enquiries: a lead for the local partner when the visitor agreed to be passed on. */
const SALES_KINDS: readonly EnquiryKind[] = ['product-enquiry', 'quote', 'contact'];

/** The enquiry's country: the id the contact forms send, or the product form's typed name matched to the list. */
async function countryOf(deps: AppDeps, prepared: PreparedEnquiry): Promise<number | null> {
  const fromForm = prepared.details.countryId;
  if (typeof fromForm === 'number') return fromForm;
  const typed = (prepared.columns.country ?? '').trim();
  if (!typed) return null;
  const [row] = await deps.db.select({ id: countries.id }).from(countries).where(sql`lower(${countries.name}) = lower(${typed})`).limit(1);
  return row?.id ?? null;
}

/**
 * A stored public enquiry becomes a lead when it is a sales enquiry (product enquiry, quotation, contact message) whose
 * sender agreed to be passed to the local dealer: offered to the company of its country (or covering it), with the
 * deadline of the settings and the "new lead" e-mail; kept with Voltara when no company covers the country.
 * Returns the lead's id, or null when the enquiry is not one.
 */
export async function leadFromEnquiry(deps: AppDeps, enquiryId: number, kind: EnquiryKind, prepared: PreparedEnquiry): Promise<number | null> {
  if (!SALES_KINDS.includes(kind) || !prepared.consents.dealer) return null;
  const countryId = await countryOf(deps, prepared);
  const [companyId, settings] = await Promise.all([countryId === null ? null : companyForCountry(deps, countryId), readLeadSettings({ deps })]);
  const now = new Date();
  const prospect = (prepared.columns.company ?? '').trim() || prepared.columns.name;
  const [inserted] = await deps.db.batch([
    deps.db
      .insert(leads)
      .values({
        companyId,
        status: companyId === null ? 'unassigned' : 'offered',
        source: 'enquiry',
        enquiryId,
        prospectCompany: prospect,
        prospectKey: foldProspect(prospect),
        contactName: prepared.columns.name,
        email: prepared.email,
        telephone: prepared.columns.telephone ?? '',
        countryId,
        productId: prepared.columns.productId ?? null,
        message: prepared.columns.message ?? '',
        deadlineAt: companyId === null ? null : deadlineFrom(now, settings),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leads.id }),
    eventInsert(deps, JUST_INSERTED_LEAD, { kind: 'created', companyId: null, actorId: null }, now),
    ...(companyId === null ? [] : [eventInsert(deps, LEAD_OF_LAST_EVENT, { kind: 'routed', companyId, actorId: null }, now)]),
  ]);
  const id = inserted[0]!.id;
  if (companyId !== null) await mailNewLead(deps, id);
  return id;
}

