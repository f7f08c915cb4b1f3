import { useTranslation } from '../../lib/i18n-react';
import { DownloadIcon } from '../../components/ui/action-icons';

/** Where a certificate's PDF is served (the server checks the reader may have it: certificates/read.ts). */
export const certificatePdfHref = (id: number) => `/api/certificates/${id}/pdf`;

/** A plain download link (the answer is a file, not a page): "Download PDF", the number for screen readers. */
export function CertificateDownload({ id, number }: { id: number; number: string }) {
  const { t } = useTranslation('portal-pages');
  return (
    <a
      href={certificatePdfHref(id)}
      download
      data-testid="certificate-download"
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-900"
    >
      <DownloadIcon />
      {t('certificates.download')}
      <span className="sr-only"> {t('certificates.downloadNumber', { number })}</span>
    </a>
  );
}
