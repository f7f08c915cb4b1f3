import { useTranslation } from '../../lib/i18n-react';
import type { AuditActionState } from '../../../shared/service-centre/audits.types';
import type { AuditStatus, ServiceJobStatus } from '../../../shared/partners/enums';
import { Badge, type BadgeLook } from '../../components/ui/Badge';
import { certificatePdfHref } from './paths';
import { useFormat } from '../../lib/use-format';
import { DownloadIcon } from '../../components/ui/action-icons';

/** Each badge has a symbol and a word besides its colour, so colour is never the only signal. */
const JOB_LOOKS: Record<ServiceJobStatus, BadgeLook> = {
  received: { tone: 'sky', symbol: '↓' },
  'in-progress': { tone: 'amber', symbol: '◷' },
  completed: { tone: 'green', symbol: '✓' },
  cancelled: { tone: 'slate', symbol: '⊘' },
};

export function JobStatusBadge({ status }: { status: ServiceJobStatus }) {
  const { t } = useTranslation('portal-service');
  return (
    <Badge {...JOB_LOOKS[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

const AUDIT_LOOKS: Record<AuditStatus, BadgeLook> = {
  draft: { tone: 'slate', symbol: '✎' },
  submitted: { tone: 'sky', symbol: '↑' },
  reviewed: { tone: 'green', symbol: '✓' },
};

export function AuditStatusBadge({ status }: { status: AuditStatus }) {
  const { t } = useTranslation('portal-service');
  return (
    <Badge {...AUDIT_LOOKS[status]} data-status={status}>
      {t(`auditStatus.${status}`)}
    </Badge>
  );
}

const ACTION_LOOKS: Record<AuditActionState, BadgeLook> = {
  done: { tone: 'green', symbol: '✓' },
  overdue: { tone: 'red', symbol: '!' },
  soon: { tone: 'amber', symbol: '◷' },
  open: { tone: 'slate', symbol: '○' },
};

export function ActionStateBadge({ state }: { state: AuditActionState }) {
  const { t } = useTranslation('portal-service');
  return (
    <Badge {...ACTION_LOOKS[state]} data-state={state}>
      {t(`actionState.${state}`)}
    </Badge>
  );
}

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
