import { MIN_FILL_MS, PublicEnquirySchema, type Enquiry, type EnquiryAnswer, type PublicEnquiry } from '../../../shared/enquiries/enquiry.schema';
import { formatMessage } from '../../../shared/validation';
import type { Actor } from '../../auth/actor';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { consents, enquiries } from '../../db/schema';
import { validationError } from '../../errors';
import type { RequestScope } from '../../request-scope';
import { formEvent, recordWebsiteEvent } from '../website-log';
import { leadFromEnquiry } from '../portal/leads/from-enquiry';
import { prepareQuestionnaire } from '../library/questionnaire-answers';
import { prepareFormEnquiry } from './forms';
import { successMessage } from './messages';
import type { PreparedEnquiry } from './prepared';
import { prepareProductEnquiry } from './product';
import { enquiryRecipient } from './recipients';
import { parseEnquiry } from './validate';

/**
 * Any public form (product question, enquiry and training booking; contact message and quotation; dealer
 * application; calibration booking; the answers to /questionnaire). Validated with the shared schema; robots are kept
 * out without third parties (a hidden field, a minimum time to fill the form, rate limits per address and per e-mail, counted per kind of form so
 * one visitor can send each form a few times). The enquiry and its consents are stored in one batch BEFORE any e-mail
 * is tried, so nothing is lost when the mail server is down (the mailer keeps such e-mails in the outbox and retries).
 */
export async function submitEnquiry(deps: AppDeps, scope: RequestScope, actor: Actor | null, input: unknown, now = Date.now()): Promise<EnquiryAnswer> {
  const enquiry = parseEnquiry(PublicEnquirySchema, input, scope.locale);
  const sender = senderOf(enquiry).toLowerCase();
  await Promise.all([
    deps.limiter.hit(`enquiry:${enquiry.kind}:ip:${scope.ip}`, RULES.enquiry),
    deps.limiter.hit(`enquiry:${enquiry.kind}:email:${sender}`, RULES.enquiry),
  ]);
  // A robot filled the hidden field: it is told the usual thanks, and nothing is kept.
  if (enquiry.website !== '') return { id: 0, message: successMessage(enquiry.kind, scope.locale) };
  if (now - enquiry.startedAt < MIN_FILL_MS) {
    throw validationError({ startedAt: [formatMessage('invalid', 'form', scope.locale)] });
  }
  const prepared = isProductForm(enquiry)
    ? await prepareProductEnquiry(deps, enquiry, scope.locale)
    : enquiry.kind === 'questionnaire'
      ? await prepareQuestionnaire(deps, enquiry, scope.locale)
      : await prepareFormEnquiry(deps, enquiry, scope.locale);
  const [id, recipient] = await Promise.all([store(deps, scope, actor, enquiry.kind, prepared), enquiryRecipient(deps, enquiry.kind)]);
  recordWebsiteEvent(deps, formEvent(scope, enquiry.kind, prepared.email));
  // A sales enquiry becomes a lead for the partner of its country (issue 12); a failure there never loses the enquiry.
  await leadFromEnquiry(deps, id, enquiry.kind, prepared).catch((error: unknown) => deps.logger.error({ err: error, enquiryId: id }, 'lead from enquiry failed'));

  // Queued in the outbox (decision 0014): delivered after this answer, never inside it.
  await Promise.all([deps.mailer.send(prepared.notice(id, recipient)), deps.mailer.send(prepared.receipt(id, scope.locale))]);
  return { id, message: successMessage(enquiry.kind, scope.locale) };
}

function isProductForm(enquiry: PublicEnquiry): enquiry is Enquiry {
  return enquiry.kind === 'product-question' || enquiry.kind === 'product-enquiry' || enquiry.kind === 'training';
}

/** Whose address the rate limit counts: the dealer application is sent from the company's address. */
function senderOf(enquiry: PublicEnquiry): string {
  return enquiry.kind === 'dealer-application' ? enquiry.companyEmail : enquiry.email;
}

/** The enquiry and its three consents (SPEC.md section 3), timestamped, in one batch. */
async function store(deps: AppDeps, scope: RequestScope, actor: Actor | null, kind: PublicEnquiry['kind'], prepared: PreparedEnquiry): Promise<number> {
  const userId = actor?.id ?? null;
  const { email } = prepared;
  const [, saved] = await deps.db.batch([
    deps.db.insert(consents).values([
      { userId, email, kind: 'terms-privacy', given: true },
      { userId, email, kind: 'dealer-sharing', given: prepared.consents.dealer },
      { userId, email, kind: 'marketing', given: prepared.consents.marketing },
    ]),
    deps.db
      .insert(enquiries)
      .values({ ...prepared.columns, kind, locale: scope.locale, email, details: JSON.stringify(prepared.details), userId })
      .returning({ id: enquiries.id }),
  ]);
  return saved[0]!.id;
}
