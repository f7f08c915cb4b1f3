import { localeOf } from '../../../shared/locales';
import { renderCertificatePdf } from '../../pdf/certificate-pdf';
import { certificateForDownload, contentOf } from './read';
import { verificationUrl } from './issue';
import type { Ctx } from '../../service-context';

export interface CertificateFile {
  name: string;
  body: Buffer;
}

/**
 * The PDF of a certificate the actor may download (their own; for partners also their company's staff training and
 * the calibrations their company issued: read.ts certificateForDownload), made from its frozen content (the same
 * document whenever it is downloaded). Any other certificate, or an unknown id, is a 404.
 */
export async function certificatePdf(ctx: Ctx<'deps' | 'actor'>, id: number): Promise<CertificateFile> {
  const { deps, actor } = ctx;
  const row = await certificateForDownload(deps, actor, id);
  const body = await renderCertificatePdf({
    number: row.number,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    locale: localeOf(row.locale),
    verifyUrl: verificationUrl(deps.env.APP_URL, row.code),
    content: contentOf(row),
  });
  return { name: `${row.number}.pdf`, body };
}
