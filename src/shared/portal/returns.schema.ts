import { OffsetListQuerySchema } from '../list/query';
import { z } from 'zod';
import { RETURN_STATUSES } from '../returns/enums';
import { ReturnInputSchema } from '../returns/return.schema';

/** portal.returns.list: the company's returns, newest first, optionally of one status, one page at a time. */
export const CompanyReturnsInputSchema = OffsetListQuerySchema.extend({ status: z.enum(RETURN_STATUSES).optional() });
export type CompanyReturnsInput = z.input<typeof CompanyReturnsInputSchema>;

/** portal.returns.get: one return of the company. */
export const CompanyReturnInputSchema = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export type CompanyReturnInput = z.infer<typeof CompanyReturnInputSchema>;

/**
 * portal.returns.create takes the account's return form plus the company an admin would name. A member's own company
 * is used whatever they send.
 */
export const CompanyReturnBookingSchema = ReturnInputSchema.safeExtend({
  companyId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type CompanyReturnBooking = z.output<typeof CompanyReturnBookingSchema>;
