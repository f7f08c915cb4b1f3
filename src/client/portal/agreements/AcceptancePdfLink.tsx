import { useTranslation } from '../../lib/i18n-react';
import { acceptancePdfHref } from './paths';
import { DownloadIcon } from '../../components/ui/action-icons';

/** The signed PDF of one acceptance: a plain download link (the answer is a file), the version for screen readers. */
export function AcceptancePdfLink({ agreementId, acceptanceId, version, prominent = false }: { agreementId: number; acceptanceId: number; version: number; prominent?: boolean }) {
  const { t } = useTranslation('portal-agreements');
  const look = prominent
    ? 'inline-flex items-center gap-1.5 rounded bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-900'
    : 'inline-flex items-center gap-1 font-medium sm:whitespace-nowrap text-navy-800 underline underline-offset-2 hover:text-navy-900';
  return (
    <a href={acceptancePdfHref(agreementId, acceptanceId)} download className={look} data-testid="acceptance-pdf">
      <DownloadIcon />
      {t('acceptance.download')}
      <span className="sr-only"> {t('acceptance.ofVersion', { version })}</span>
    </a>
  );
}
