import { useTranslation } from '../../lib/i18n-react';
import type { LeadStatus } from '../../../shared/partners/enums';
import type { PortalLeadStatus } from '../../../shared/leads/leads.schema';

const TONES: Record<LeadStatus | PortalLeadStatus, string> = {
  unassigned: 'bg-slate-100 text-slate-800 ring-slate-300',
  offered: 'bg-amber-50 text-amber-900 ring-amber-300',
  accepted: 'bg-sky-50 text-sky-900 ring-sky-300',
  won: 'bg-green-50 text-green-800 ring-green-300',
  lost: 'bg-slate-100 text-slate-700 ring-slate-300',
  conflict: 'bg-violet-50 text-violet-900 ring-violet-300',
  review: 'bg-violet-50 text-violet-900 ring-violet-300',
  expired: 'bg-red-50 text-red-800 ring-red-300',
};

/** A lead's status in words (the portal's view of it, or the stored one in the back office); both areas share it. */
export function LeadStatusBadge({ status, namespace = 'portal-leads' }: { status: LeadStatus | PortalLeadStatus; namespace?: 'portal-leads' | 'admin-leads' }) {
  const { t } = useTranslation(namespace);
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`} data-testid="lead-status">
      {t(`statuses.${status}`)}
    </span>
  );
}
