import { useTranslation } from '../../lib/i18n-react';
import type { CourseCertificateSummary } from '../../../shared/courses/learner.types';
import { certificatePdfHref } from '../registrations/certificate-link';
import { DateText } from '../../components/ui/DateText';
import { DownloadIcon } from '../../components/ui/action-icons';
import { SEND } from '../../components/ui/Button';
import { Fact, Facts } from '../../components/ui/Facts';
import { StateBadge } from '../../components/ui/StateBadge';
import { CERTIFICATE_STATE_BADGES } from '../../components/ui/state-looks';

/** The training certificate: "Download certificate" (the PDF), its number, issue and expiry dates and its state. */
export function CertificateCard({ certificate }: { certificate: CourseCertificateSummary }) {
  const { t } = useTranslation('courses');
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="course-certificate">
      <Facts layout="grid" columns={2} className="grow">
        <Fact label={t('certificate.number')}>
          <span className="font-mono tabular">{certificate.number}</span>
        </Fact>
        <Fact label={t('certificate.issued')}>
          <DateText value={certificate.issuedOn} />
        </Fact>
        <Fact label={t('certificate.expires')}>{certificate.expiresOn ? <DateText value={certificate.expiresOn} /> : t('certificate.noExpiry')}</Fact>
        <Fact label={t('certificate.state')}>
          <StateBadge of={CERTIFICATE_STATE_BADGES} state={certificate.state} />
        </Fact>
      </Facts>
      <DownloadCertificate id={certificate.id} />
    </div>
  );
}

/** A plain download link (the answer is a file, not a page), named "Download certificate". */
export function DownloadCertificate({ id }: { id: number }) {
  const { t } = useTranslation('courses');
  return (
    <a href={certificatePdfHref(id)} download className={`inline-flex items-center gap-2 ${SEND}`}>
      <DownloadIcon />
      {t('certificate.download')}
    </a>
  );
}
