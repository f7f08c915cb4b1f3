import { and, eq, or, sql } from 'drizzle-orm';
import { ENQUIRIES_SECTION } from '../../../shared/enquiries/inbox.schema';
import type { AppDeps } from '../../deps';
import { auditLog, enquiries } from '../../db/schema';

export const ERASED_TEXT = '[erased]';

/**
 * The inbox's part of an erasure (GDPR art. 17), run in the erasure's batch BEFORE the person's enquiries are deleted
 * (the first statement finds its entries through them). The audit entries stay, as the law asks of an audit trail,
 * but without the person: on their enquiries' entries the replies' text becomes '[erased]' (it was written to them)
 * and their name and e-mail become the pseudonym; anywhere else in the inbox's entries (an erased admin as assignee)
 * their e-mail does. Names and e-mails are replaced only as whole JSON strings, as the users section does.
 */
export function enquiryAuditErasure(
  deps: AppDeps,
  person: { id: string; email: string; name: string },
  pseudonym: { email: string; name: string },
) {
  const quoted = (value: string) => sql`json_quote(${value})`;
  const withoutEmail = sql`replace(${auditLog.changes}, ${quoted(person.email)}, ${quoted(pseudonym.email)})`;
  const scrubbed = person.name.length > 1 ? sql`replace(${withoutEmail}, ${quoted(person.name)}, ${quoted(pseudonym.name)})` : withoutEmail;
  const theirEnquiries = deps.db
    .select({ id: sql`cast(${enquiries.id} as text)` })
    .from(enquiries)
    .where(or(eq(enquiries.userId, person.id), eq(enquiries.email, person.email)));
  return [
    deps.db
      .update(auditLog)
      .set({ changes: sql`json_replace(${scrubbed}, '$.reply[1]', ${ERASED_TEXT})` })
      .where(and(eq(auditLog.section, ENQUIRIES_SECTION), sql`${auditLog.recordId} in ${theirEnquiries}`)),
    deps.db
      .update(auditLog)
      .set({ changes: withoutEmail })
      .where(and(eq(auditLog.section, ENQUIRIES_SECTION), sql`instr(${auditLog.changes}, ${quoted(person.email)}) > 0`)),
  ] as const;
}
