import { z } from 'zod';
import { verifyCertificate } from '../../services/certificates/read';
import { publicProcedure, router } from '../init';

/** The page a certificate's QR code opens (/verify/{code}): anyone may check a certificate. */
export const publicCertificatesRouter = router({
  verify: publicProcedure
    .meta({ public: true })
    .input(z.object({ code: z.string().max(1000) }))
    .query(({ ctx, input }) => verifyCertificate(ctx.deps, input.code)),
});
