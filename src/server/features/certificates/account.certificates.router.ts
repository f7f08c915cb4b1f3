import { z } from 'zod';
import { listMyCertificates } from './read';
import { procedure, router } from '../../trpc/init';

/** /account/certificates (SPEC.md section 6): the certificates of the account's instruments. */
const self = procedure.meta({ permission: 'account:self' });

export const accountCertificatesRouter = router({
  list: self
    .input(z.object({ serial: z.string().max(1000).default('') }).default({ serial: '' }))
    .query(({ ctx, input }) => listMyCertificates(ctx, input)),
});
