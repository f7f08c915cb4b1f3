import { useTranslation } from '../../lib/i18n-react';
import type { LeadStatus } from '../../../shared/portal/enums';

const TONES: Record<LeadStatus, string> = {
  unassigned: 'bg-slate-100 text-slate-800 ring-slate-300',
  offered: 'bg-amber-50 text-amber-900 ring-amber-300',
  accepted: 'bg-sky-50 text-sky-900 ring-sky-300',
  won: 'bg-green-50 text-green-800 ring-green-300',
  lost: 'bg-slate-100 text-slate-700 ring-slate-300',
  conflict: 'bg-violet-50 text-violet-900 ring-violet-300',
};

/** A lead's status in words (a company reads `conflict` as "under review"); the portal and the back office share it. */
export function LeadStatusBadge({ status, namespace = 'portal-leads' }: { status: LeadStatus; namespace?: 'portal-leads' | 'admin-leads' }) {
  const { t } = useTranslation(namespace);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`} data-testid="lead-status">
      {t(`statuses.${status}`)}
    </span>
  );
}
