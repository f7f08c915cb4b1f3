import { z } from 'zod';
import { ReturnInputSchema } from './return.schema';

/**
 * portal.returns.create takes the account's return form plus the company an admin would name. A member's own company
 * is used whatever they send.
 */
export const CompanyReturnBookingSchema = ReturnInputSchema.safeExtend({
  companyId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type CompanyReturnBooking = z.output<typeof CompanyReturnBookingSchema>;
