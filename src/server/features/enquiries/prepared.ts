import type { Locale } from '../../../shared/locales';
import type { enquiries } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';

/** The columns of an enquiry row a form fills in (kind, language, account and status are set by the service). */
export type EnquiryColumns = Pick<typeof enquiries.$inferInsert, 'productId' | 'optionId' | 'name' | 'company' | 'telephone' | 'country' | 'message'>;

/**
 * A validated form made ready to store: its row, its consents (terms are always given, the schema requires them),
 * and the two e-mails, written once the stored id is known.
 */
export interface PreparedEnquiry {
  email: string;
  columns: EnquiryColumns;
  /** What only this kind asks, kept as JSON in `details`. */
  details: Record<string, unknown>;
  consents: { dealer: boolean; marketing: boolean };
  /** To the recipient of the kind, in English (the staff's language). */
  notice(id: number, to: string): MailMessage;
  /** To the visitor, in their language. */
  receipt(id: number, locale: Locale): MailMessage;
}
