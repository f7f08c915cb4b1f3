import type { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { CertificateLookupSchema, normaliseCertificateNumber } from '../../../shared/certificates/lookup.schema';
import type { CertificateVerification } from '../../../shared/certificates/verification.types';
import { serialKey } from '../../../shared/serials/serial-number';
import { RULES } from '../../auth/rate-limit';
import { certificates, serials } from '../../db/schema';
import { verifiableCertificates, verificationOf } from './read';
import type { Ctx } from '../../service-context';

/**
 * /verify by certificate number and serial number, for a certificate in hand whose QR code cannot be read. Both must
 * belong to one certificate of an instrument (a number is sequential, so it never opens a certificate alone), and each
 * attempt counts against the address and against the number, so neither can be walked. A wrong pair answers exactly
 * like an unknown number: "not found".
 */
export async function lookUpCertificate(ctx: Ctx<'deps' | 'scope'>, data: z.output<typeof CertificateLookupSchema>): Promise<CertificateVerification> {
  const { deps, scope } = ctx;
  const number = normaliseCertificateNumber(data.number);
  const serial = serialKey(data.serial);
  await deps.limiter.hitAll([`certificate-lookup:ip:${scope.ip}`, ...(number ? [`certificate-lookup:number:${number}`] : [])], RULES.certificateLookup);
  if (!number || !serial) return verificationOf(undefined);
  const [row] = await verifiableCertificates(deps).where(
    and(
      eq(certificates.number, number),
      inArray(certificates.kind, ['calibration', 'conformity']),
      inArray(certificates.serialId, deps.db.select({ id: serials.id }).from(serials).where(eq(serials.numberKey, serial))),
    ),
  );
  return verificationOf(row);
}
