import { z } from 'zod';
import { KeysetListQuerySchema } from '../list/query';
import { CERTIFICATE_KINDS } from './enums';

/**
 * /admin/certificates: newest first by id (ids grow with time), keyset pages (the cursor's `at` is 0, its id the last
 * row shown); `q` finds a certificate number, a serial number or the holder's e-mail.
 */
export const AdminCertificateListSchema = KeysetListQuerySchema.extend({
  kind: z.enum(CERTIFICATE_KINDS).optional(),
  revoked: z.boolean().optional(),
});
export type AdminCertificateListQuery = z.output<typeof AdminCertificateListSchema>;
