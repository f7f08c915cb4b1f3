import { z } from 'zod';
import { OffsetListQuerySchema } from '../list/query';
import { RETURN_STATUSES } from './enums';

/**
 * /account/returns: the account's own returns, newest first, a page at a time; `q` finds an RMA number, an item or a
 * serial number, `status` keeps one status.
 */
export const AccountReturnListSchema = OffsetListQuerySchema.extend({ status: z.enum(RETURN_STATUSES).optional() });
export type AccountReturnListQuery = z.output<typeof AccountReturnListSchema>;
