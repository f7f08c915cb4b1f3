import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../../shared/catalog/enums';
import type { AppDeps } from '../../deps';
import { siteSettings } from '../../db/schema';

/** The site_settings row naming who receives each kind of enquiry (kept out of the public settings answer). */
export const ENQUIRY_RECIPIENTS_KEY = 'enquiryRecipients';

export const DEFAULT_ENQUIRY_RECIPIENTS: Record<EnquiryKind, string> = {
  'product-question': 'support@voltara.test',
  'product-enquiry': 'sales@voltara.test',
  training: 'training@voltara.test',
  contact: 'info@voltara.test',
  quote: 'sales@voltara.test',
  'dealer-application': 'partners@voltara.test',
  calibration: 'service@voltara.test',
  questionnaire: 'feedback@voltara.test',
};

const RecipientsSchema = z.partialRecord(z.enum(ENQUIRY_KINDS), z.email());

/** Who gets an enquiry of this kind: the stored setting, or the default when none (or an invalid one) is stored. */
export async function enquiryRecipient(deps: AppDeps, kind: EnquiryKind): Promise<string> {
  const [row] = await deps.db.select().from(siteSettings).where(eq(siteSettings.key, ENQUIRY_RECIPIENTS_KEY));
  if (row) {
    try {
      const stored = RecipientsSchema.safeParse(JSON.parse(row.value));
      const address = stored.success ? stored.data[kind] : undefined;
      if (address) return address;
    } catch {
      deps.logger.warn('invalid enquiry recipients setting ignored');
    }
  }
  return DEFAULT_ENQUIRY_RECIPIENTS[kind];
}
