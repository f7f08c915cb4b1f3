import { useTranslation } from '../../lib/i18n-react';
import { DownloadIcon } from '../../components/ui/action-icons';

/** Where a certificate's PDF is served (the server checks it is the signed-in account's own). */
export const certificatePdfHref = (id: number) => `/api/certificates/${id}/pdf`;

/**
 * A plain download link (not a client-side navigation: the answer is a file). `showNumber` puts the certificate's
 * number in the visible text; otherwise the text is "Download" and the number is there for screen readers only.
 */
export function CertificateLink({ id, number, showNumber = false }: { id: number; number: string; showNumber?: boolean }) {
  const { t } = useTranslation('instruments');
  return (
    <a
      href={certificatePdfHref(id)}
      download
      className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-900"
    >
      <DownloadIcon />
      {showNumber ? (
        <>
          <span className="tabular">{number}</span>
          <span className="sr-only"> {t('certificates.pdf')}</span>
        </>
      ) : (
        <>
          {t('certificates.download')}
          <span className="sr-only"> {t('certificates.downloadNumber', { number })}</span>
        </>
      )}
    </a>
  );
}
