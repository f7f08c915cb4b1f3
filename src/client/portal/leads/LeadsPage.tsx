import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react';
import { leadsResource } from '../../../shared/leads/collections/portal-leads';
import type { ResourceRow } from '../../../shared/collections/types';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { Alert } from '../../components/ui/Alert';
import { focusKeyOf } from '../../components/ui/dialog-focus';
import { recordIdOf } from '../../lib/record-id';
import { useSession } from '../../lib/session';
import { LeadDetailDialog } from './LeadDetailDialog';
import { useLeadCells } from './lead-cells';
import { RegisterDealDialog } from './RegisterDealDialog';
import { ROW_LINK } from '../../components/ui/format';

/** The open lead's address parameter (?lead=12, the link of the "new lead" e-mail), kept beside the list's own. */
const OPEN_LEAD = 'lead';

/**
 * /portal/leads: the leads collection's generic list (search by prospect, state filter, sort by date received or by
 * deadline, pages, cards on a phone) with the section's own parts: "Register a deal" in the heading, what the last
 * answer did above the list, and each lead's dialog (?lead={id}) to accept or reject it before its deadline, then mark
 * it won or lost. Every member of the company may; an admin reads every company's and answers none.
 */
export default function LeadsPage() {
  const { t } = useTranslation('portal-leads');
  const { user } = useSession();
  const cells = useLeadCells();
  const [params, setParams] = useSearchParams();
  const openId = recordIdOf(params.get(OPEN_LEAD));
  const [notice, setNotice] = useState('');

  function setOpen(id: number | null) {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(OPEN_LEAD);
    else next.set(OPEN_LEAD, String(id));
    setParams(next);
  }

  const open = (row: ResourceRow) => {
    const prospect = String(row.prospectCompany ?? '');
    return (
      <button
        type="button"
        data-focus-key={focusKeyOf('lead', row.id)}
        onClick={() => setOpen(row.id)}
        className={ROW_LINK}
        aria-label={t('list.open', { prospect })}
      >
        {t('list.openShort')}
      </button>
    );
  };

  return (
    <ResourceListPage
      def={leadsResource}
      keep={[OPEN_LEAD]}
      cells={cells}
      rowActions={open}
      actions={user && user.role !== 'admin' ? <RegisterDealDialog onRegistered={setNotice} /> : null}
      above={
        notice ? (
          <div data-testid="leads-notice">
            <Alert tone="success">{notice}</Alert>
          </div>
        ) : null
      }
      below={openId !== null ? <LeadDetailDialog id={openId} onClose={() => setOpen(null)} onDone={setNotice} /> : null}
    />
  );
}
