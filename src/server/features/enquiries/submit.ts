import { sql } from 'drizzle-orm';
import { MIN_FILL_MS, type Enquiry, type EnquiryAnswer, type PublicEnquiry } from '../../../shared/enquiries/enquiry.schema';
import type { Locale } from '../../../shared/locales';
import type { Actor } from '../../auth/actor';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { consents, enquiries } from '../../db/schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { formEvent, recordWebsiteEvent } from '../logs/website-log';
import { leadFromEnquiry } from '../leads/from-enquiry';
import { prepareQuestionnaire } from '../library/questionnaire-answers';
import { prepareFormEnquiry } from './forms';
import { successMessage } from './messages';
import type { PreparedEnquiry } from './prepared';
import { prepareProductEnquiry } from './product';
import { enquiryRecipient } from './recipients';
import { formTicketAge } from './form-ticket';
import type { VisitorCtx } from '../../service-context';

/**
 * Any public form (product question, enquiry and training booking; contact message and quotation; dealer
 * application; calibration booking; the answers to /questionnaire). Validated with the shared schema; robots are kept
 * out without third parties (a hidden field, a minimum time to fill the form measured on the server's clock from the
 * form ticket it issued, rate limits per address and per e-mail, counted per kind of form so one visitor can send each
 * form a few times). The enquiry and its consents are stored in one batch BEFORE any e-mail
 * is tried, so nothing is lost when the mail server is down (the mailer keeps such e-mails in the outbox and retries).
 *
 * A form whose hidden field is filled is a robot's: once valid, it is stored as `spam` (so a person caught by mistake
 * can be taken back from the inbox) and answered exactly like a success, real id included: an id of 0 would tell the
 * robot it was caught. It gets no consents (a robot gives none), no lead, no website-log event and no e-mail.
 */
export async function submitEnquiry(ctx: VisitorCtx<'deps' | 'actor' | 'locale' | 'now' | 'scope'>, enquiry: PublicEnquiry): Promise<EnquiryAnswer> {
  const { deps, scope, actor, now: nowAt, locale } = ctx;
  const now = nowAt.getTime();
  const sender = senderOf(enquiry).toLowerCase();
  await deps.limiter.hitAll([`enquiry:${enquiry.kind}:ip:${scope.ip}`, `enquiry:${enquiry.kind}:email:${sender}`], RULES.enquiry);
  const robot = enquiry.website !== '';
  // Speed is a robot's sign too; one that filled the hidden field is already known and gets its usual thanks. A
  // missing, forged or expired ticket says nothing of the fill time: it is answered as a form sent too fast.
  const fillTime = formTicketAge(deps.env.AUTH_SECRET, enquiry.ticket, now);
  if (!robot && (fillTime === null || fillTime < MIN_FILL_MS)) {
    throw validationError({ ticket: [fieldMessage('invalid', 'form', locale)] });
  }
  const prepared = isProductForm(enquiry)
    ? await prepareProductEnquiry(deps, enquiry, locale)
    : enquiry.kind === 'questionnaire'
      ? await prepareQuestionnaire(deps, enquiry, locale)
      : await prepareFormEnquiry(deps, enquiry, locale, actor);
  if (robot) return { id: await storeSpam(deps, locale, actor, enquiry.kind, prepared), message: successMessage(enquiry.kind, locale) };
  const [id, recipient] = await Promise.all([store(deps, locale, actor, enquiry.kind, prepared), enquiryRecipient(deps, enquiry.kind)]);
  recordWebsiteEvent(deps, formEvent(scope, enquiry.kind, prepared.email));
  // A sales enquiry becomes a lead for the partner of its country (issue 12); a failure there never loses the enquiry.
  await leadFromEnquiry(deps, id, enquiry.kind, prepared).catch((error: unknown) => deps.logger.error({ err: error, enquiryId: id }, 'lead from enquiry failed'));

  // Queued in the outbox (decision 0014): delivered after this answer, never inside it.
  await deps.mailer.sendAll([prepared.notice(id, recipient), prepared.receipt(id, locale)]);
  return { id, message: successMessage(enquiry.kind, locale) };
}

function isProductForm(enquiry: PublicEnquiry): enquiry is Enquiry {
  return enquiry.kind === 'product-question' || enquiry.kind === 'product-enquiry' || enquiry.kind === 'training';
}

/** Whose address the rate limit counts: the dealer application is sent from the company's address. */
function senderOf(enquiry: PublicEnquiry): string {
  return enquiry.kind === 'dealer-application' ? enquiry.companyEmail : enquiry.email;
}

/**
 * The id the enquiries table gave its latest row. Inside the batch below it is the enquiry just written: the batch is
 * one write transaction, so no other insert comes between, and AUTOINCREMENT keeps the id last handed out in
 * sqlite_sequence. (last_insert_rowid() would not do: in a multi-row insert it moves on to each consent just written.)
 */
const JUST_INSERTED_ENQUIRY = sql<number>`(select seq from sqlite_sequence where name = 'enquiries')`;

/** The enquiry and its three consents (SPEC.md section 3), timestamped and linked to it, in one batch. */
async function store(deps: AppDeps, locale: Locale, actor: Actor | null, kind: PublicEnquiry['kind'], prepared: PreparedEnquiry): Promise<number> {
  const userId = actor?.id ?? null;
  const { email } = prepared;
  const [saved] = await deps.db.batch([
    deps.db.insert(enquiries).values(enquiryRow(locale, actor, kind, prepared)).returning({ id: enquiries.id }),
    deps.db.insert(consents).values([
      { userId, email, enquiryId: JUST_INSERTED_ENQUIRY, kind: 'terms-privacy', given: true },
      { userId, email, enquiryId: JUST_INSERTED_ENQUIRY, kind: 'dealer-sharing', given: prepared.consents.dealer },
      { userId, email, enquiryId: JUST_INSERTED_ENQUIRY, kind: 'marketing', given: prepared.consents.marketing },
    ]),
  ]);
  return saved[0]!.id;
}

/** A robot's form: the row alone, as status spam (see submitEnquiry). */
async function storeSpam(deps: AppDeps, locale: Locale, actor: Actor | null, kind: PublicEnquiry['kind'], prepared: PreparedEnquiry): Promise<number> {
  const [saved] = await deps.db
    .insert(enquiries)
    .values({ ...enquiryRow(locale, actor, kind, prepared), status: 'spam' })
    .returning({ id: enquiries.id });
  return saved!.id;
}

function enquiryRow(locale: Locale, actor: Actor | null, kind: PublicEnquiry['kind'], prepared: PreparedEnquiry) {
  const { email } = prepared;
  return { ...prepared.columns, kind, locale, email, details: JSON.stringify(prepared.details), userId: actor?.id ?? null };
}
