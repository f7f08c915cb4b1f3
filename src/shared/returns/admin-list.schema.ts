import { z } from 'zod';
import { KeysetListQuerySchema } from '../list/query';
import { RETURN_STATUSES } from './enums';

/**
 * /admin/rma: newest first by id (ids grow with time), keyset pages (the cursor's `at` is 0, its id the last row
 * shown); `q` finds an RMA number or the customer's e-mail.
 */
export const AdminReturnListSchema = KeysetListQuerySchema.extend({ status: z.enum(RETURN_STATUSES).optional() });
export type AdminReturnListQuery = z.output<typeof AdminReturnListSchema>;
