import { useTranslation } from '../../lib/i18n-react';
import type { CourseCertificateSummary } from '../../../shared/courses/learner.types';
import { CertificateStateBadge } from '../registrations/badges';
import { certificatePdfHref } from '../registrations/certificate-link';
import { DateText } from '../../components/ui/DateText';
import { DownloadIcon } from '../../components/ui/action-icons';

/** The training certificate: "Download certificate" (the PDF), its number, issue and expiry dates and its state. */
export function CertificateCard({ certificate }: { certificate: CourseCertificateSummary }) {
  const { t } = useTranslation('courses');
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="course-certificate">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm font-medium text-slate-600">{t('certificate.number')}</dt>
        <dd className="font-mono tabular text-navy-900">{certificate.number}</dd>
        <dt className="text-sm font-medium text-slate-600">{t('certificate.issued')}</dt>
        <dd>
          <DateText value={certificate.issuedOn} />
        </dd>
        <dt className="text-sm font-medium text-slate-600">{t('certificate.expires')}</dt>
        <dd>{certificate.expiresOn ? <DateText value={certificate.expiresOn} /> : t('certificate.noExpiry')}</dd>
        <dt className="text-sm font-medium text-slate-600">{t('certificate.state')}</dt>
        <dd>
          <CertificateStateBadge state={certificate.state} />
        </dd>
      </dl>
      <DownloadCertificate id={certificate.id} />
    </div>
  );
}

/** A plain download link (the answer is a file, not a page), named "Download certificate". */
export function DownloadCertificate({ id }: { id: number }) {
  const { t } = useTranslation('courses');
  return (
    <a href={certificatePdfHref(id)} download className="inline-flex items-center gap-2 rounded bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800">
      <DownloadIcon />
      {t('certificate.download')}
    </a>
  );
}
