import { z } from 'zod';
import { CertificateLookupSchema } from '../../../shared/certificates/lookup.schema';
import { lookUpCertificate } from './lookup';
import { verifyCertificate } from './read';
import { publicProcedure, router } from '../../trpc/init';

/** The page a certificate's QR code opens (/verify/{code}): anyone may check a certificate. */
export const publicCertificatesRouter = router({
  verify: publicProcedure
    .input(z.object({ code: z.string().max(1000) }))
    .query(({ ctx, input }) => verifyCertificate(ctx, input)),
  /**
   * The same check by certificate number and serial number (no QR code at hand). A mutation: every attempt is counted
   * (rate-limited per address and per number), so it is never answered from a cache.
   */
  lookup: publicProcedure.input(CertificateLookupSchema).mutation(({ ctx, input }) => lookUpCertificate(ctx, input)),
});
