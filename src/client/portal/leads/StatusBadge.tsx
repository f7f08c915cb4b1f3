import { useTranslation } from '../../lib/i18n-react';
import type { LeadStatus } from '../../../shared/partners/enums';
import type { PortalLeadStatus } from '../../../shared/leads/leads.schema';
import { Badge, type BadgeTone } from '../../components/ui/Badge';

const TONES: Record<LeadStatus | PortalLeadStatus, BadgeTone> = {
  unassigned: 'slate',
  offered: 'amber',
  accepted: 'sky',
  won: 'green',
  lost: 'slate',
  conflict: 'violet',
  review: 'violet',
  expired: 'red',
};

/** A lead's status in words (the portal's view of it, or the stored one in the back office); both areas share it. */
export function LeadStatusBadge({ status, namespace = 'portal-leads' }: { status: LeadStatus | PortalLeadStatus; namespace?: 'portal-leads' | 'admin-leads' }) {
  const { t } = useTranslation(namespace);
  return (
    <Badge tone={TONES[status]} data-testid="lead-status">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
