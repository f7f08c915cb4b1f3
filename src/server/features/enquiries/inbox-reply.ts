import type { z } from 'zod';
import { ENQUIRIES_SECTION, ReplyInputSchema, type EnquiryDetail } from '../../../shared/enquiries/inbox.schema';
import { localeOf } from '../../../shared/locales';
import { recordAudit } from '../logs/audit';
import { getEnquiryDetail, loadWorkableEnquiry } from './inbox-detail';
import { enquiryReplyMail } from './inbox-reply-mail';
import { inboxRowOf } from './inbox-rows';
import type { Ctx } from '../../service-context';

/**
 * Answers the enquirer by e-mail, in the language they used on the site. The answer is written to the audit log
 * (with its text: the enquiry's history shows what was said) before the e-mail is handed to the mailer, which keeps
 * it in the outbox (no SMTP server, or one that is down) rather than lose it. The status is left as it is: replying
 * and closing are separate decisions (a reply may ask a question back).
 */
export async function replyToEnquiry(ctx: Ctx<'deps' | 'actor' | 'locale'>, { id, message }: z.output<typeof ReplyInputSchema>): Promise<EnquiryDetail> {
  const { deps, actor, locale } = ctx;
  const row = await loadWorkableEnquiry(deps, id, 'message', locale);
  const productName = (await inboxRowOf(deps, id, locale))?.productName ?? '';
  const mail = enquiryReplyMail({
    to: row.email,
    name: row.name,
    locale: localeOf(row.locale),
    id,
    productName,
    original: row.message,
    text: message,
    signedBy: actor.name,
  });
  await recordAudit(deps, actor, {
    section: ENQUIRIES_SECTION,
    recordId: String(id),
    action: 'update',
    changes: { subject: [null, mail.subject], reply: [null, message] },
  });
  await deps.mailer.send(mail);
  return getEnquiryDetail(deps, id, locale);
}
