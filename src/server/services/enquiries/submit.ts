import { and, eq } from 'drizzle-orm';
import { EnquirySchema, MIN_FILL_MS, type Enquiry, type EnquiryAnswer } from '../../../shared/enquiries/enquiry.schema';
import { localizedField } from '../../../shared/locales';
import { formatMessage } from '../../../shared/validation';
import type { Actor } from '../../auth/actor';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { consents, enquiries, productOptions, products } from '../../db/schema';
import { validationError } from '../../errors';
import { enquiryNoticeMail, enquiryReceiptMail } from '../../mail/enquiry-templates';
import type { RequestScope } from '../../request-scope';
import { parseInput } from '../../validation';
import { formEvent, recordWebsiteEvent } from '../website-log';
import { ENQUIRY_SENT } from './messages';
import { enquiryRecipient } from './recipients';

/**
 * A visitor's enquiry from a product page. Validated with the shared schema; robots are kept out without third parties
 * (a hidden field, a minimum time to fill the form, rate limits per address and per e-mail). The enquiry and its
 * consents are stored in one batch BEFORE any e-mail is tried, so nothing is lost when the mail server is down (the
 * mailer keeps such e-mails in the outbox and retries them).
 */
export async function submitEnquiry(deps: AppDeps, scope: RequestScope, actor: Actor | null, input: unknown, now = Date.now()): Promise<EnquiryAnswer> {
  const enquiry = parseInput(EnquirySchema, input, scope.locale);
  await deps.limiter.hit(`enquiry:ip:${scope.ip}`, RULES.enquiry);
  await deps.limiter.hit(`enquiry:email:${enquiry.email.toLowerCase()}`, RULES.enquiry);
  // A robot filled the hidden field: it is told the usual thanks, and nothing is kept.
  if (enquiry.website !== '') return { id: 0, message: ENQUIRY_SENT[scope.locale] };
  if (now - enquiry.startedAt < MIN_FILL_MS) {
    throw validationError({ startedAt: [formatMessage('invalid', 'form', scope.locale)] });
  }
  const productName = await productNameOf(deps, enquiry, scope.locale);

  const email = enquiry.email.toLowerCase();
  const [, saved] = await deps.db.batch([
    deps.db.insert(consents).values([
      { userId: actor?.id ?? null, email, kind: 'terms-privacy', given: true },
      { userId: actor?.id ?? null, email, kind: 'dealer-sharing', given: true },
      { userId: actor?.id ?? null, email, kind: 'marketing', given: enquiry.consents.marketing },
    ]),
    deps.db
      .insert(enquiries)
      .values({
        kind: enquiry.kind,
        locale: scope.locale,
        productId: enquiry.productId,
        optionId: enquiry.optionId ?? null,
        name: enquiry.name,
        email,
        company: enquiry.company,
        telephone: enquiry.telephone,
        country: enquiry.country,
        message: enquiry.message,
        details: JSON.stringify(detailsOf(enquiry)),
        userId: actor?.id ?? null,
      })
      .returning({ id: enquiries.id }),
  ]);
  const id = saved[0]!.id;
  recordWebsiteEvent(deps, formEvent(scope, enquiry.kind, email));

  const recipient = await enquiryRecipient(deps, enquiry.kind);
  await deps.mailer.send(enquiryNoticeMail(recipient, enquiry, id, productName, scope.locale));
  await deps.mailer.send(enquiryReceiptMail(enquiry, id, productName, scope.locale));
  return { id, message: ENQUIRY_SENT[scope.locale] };
}

/** What only one kind asks, kept as JSON beside the common columns. */
function detailsOf(enquiry: Enquiry): Record<string, unknown> {
  if (enquiry.kind === 'product-enquiry') return { quantity: enquiry.quantity };
  if (enquiry.kind === 'training') {
    return { attendees: enquiry.attendees, preferredDate: enquiry.preferredDate, preferredTime: enquiry.preferredTime };
  }
  return {};
}

/** The product (and option) the form is about: published, and the option one of its own; otherwise a field error. */
async function productNameOf(deps: AppDeps, enquiry: Enquiry, locale: RequestScope['locale']): Promise<string> {
  const [product] = await deps.db
    .select()
    .from(products)
    .where(and(eq(products.id, enquiry.productId), eq(products.published, true)));
  if (!product) throw validationError({ productId: [formatMessage('invalid', 'productId', locale)] });
  const name = `${localizedField(product, 'name', 'en')}${product.modelCode ? ` (${product.modelCode})` : ''}`;
  if (enquiry.optionId === undefined) return name;
  const [option] = await deps.db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.id, enquiry.optionId), eq(productOptions.productId, product.id), eq(productOptions.published, true)));
  if (!option) throw validationError({ optionId: [formatMessage('invalid', 'optionId', locale)] });
  return `${name}, ${localizedField(option, 'name', 'en')}${option.modelCode ? ` (${option.modelCode})` : ''}`;
}
