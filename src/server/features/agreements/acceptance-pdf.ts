import { safeFileName } from '../../../shared/files/file-name';
import type { AgreementAcceptanceIdInput } from '../../../shared/agreements/agreements.schema';
import { renderAcceptancePdf } from '../../pdf/agreement-acceptance-pdf';
import { plainText } from '../editorial/plain-text';
import { getAgreementAcceptance } from './acceptance';
import type { Ctx } from '../../service-context';

export interface AcceptancePdfFile {
  name: string;
  body: Buffer;
}

/** The signed record of one of the company's acceptances as a PDF, in the reader's language; 404 as the page is. */
export async function acceptancePdf(ctx: Ctx<'deps' | 'actor' | 'locale'>, key: Required<AgreementAcceptanceIdInput>): Promise<AcceptancePdfFile> {
  const { locale } = ctx;
  const view = await getAgreementAcceptance(ctx, key);
  const pages = view.pages.map((page) => ({
    title: page.title,
    paragraphs: plainText(page.bodyHtml)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  }));
  const body = await renderAcceptancePdf({ locale, view, pages });
  // "Distribution Agreement v1 - Nordhavn Inspection ApS.pdf": which agreement, which version, whose acceptance.
  return { name: safeFileName(`${view.agreementName} v${view.version.version} - ${view.acceptance.companyName}`, 'pdf'), body };
}
