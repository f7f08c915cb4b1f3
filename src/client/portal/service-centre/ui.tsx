import { useTranslation } from '../../lib/i18n-react';

import { certificatePdfHref } from './paths';
import { useFormat } from '../../lib/use-format';
import { DownloadIcon } from '../../components/ui/action-icons';

/** A score as "75 %" in the page's language; a dash for a draft. */
export function Score({ value }: { value: number | null }) {
  const { t } = useTranslation('portal-service');
  const format = useFormat();
  if (value === null) return <span className="text-slate-500">{t('audits.noScore')}</span>;
  return <span className="tabular font-semibold">{format.percent(value)}</span>;
}

/** A PDF download link for a certificate: "Download certificate", with its number for screen readers. */
export function CertificateLink({ id, number }: { id: number; number: string }) {
  const { t } = useTranslation('portal-service');
  return (
    <a href={certificatePdfHref(id)} download data-testid="job-certificate-download" className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-900">
      <DownloadIcon />
      {number}
      <span className="sr-only"> {t('certificate.download')}</span>
    </a>
  );
}
