import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { outboxResource } from '../../../shared/logs/collections/outbox';
import type { ResourceRow } from '../../../shared/collections/types';
import { Button } from '../../components/ui/Button';
import { ResourceListPage } from '../generic/ResourceListPage';
import type { CellOverrides } from '../generic/ResourceTable';
import { LogTime } from './log-cells';
import { LogsHeader } from './LogsNav';
import { OutboxMessageDialog, type OutboxLine } from './OutboxMessageDialog';

/** ?tab=outbox chooses this section of the website log page: it stays while the list changes. */
const KEEP_TAB = ['tab'] as const;

const OUTBOX_CELLS: CellOverrides = {
  createdAt: (row) => <LogTime iso={String(row.createdAt)} />,
  to: (row) => <span className="break-all">{String(row.to ?? '')}</span>,
};

const lineOf = (row: ResourceRow): OutboxLine => ({ id: row.id, to: String(row.to ?? ''), subject: String(row.subject ?? ''), createdAt: String(row.createdAt) });

/**
 * The outbox collection in the generic list, under the log screens' tabs: e-mails written while no SMTP server is
 * configured, newest first, found by the start of the recipient's address; each row's Open shows the e-mail in a
 * dialog, which gives the focus back to that button when it closes.
 */
export function OutboxPanel() {
  const { t } = useTranslation('admin-logs');
  const [open, setOpen] = useState<OutboxLine | null>(null);
  const openButton = (row: ResourceRow) => (
    <Button
      look="outline"
      onClick={() => setOpen(lineOf(row))}
      aria-label={t('outbox.openNamed', { subject: String(row.subject ?? '') })}
    >
      {t('open')}
    </Button>
  );
  return (
    <ResourceListPage
      def={outboxResource}
      cells={OUTBOX_CELLS}
      keep={KEEP_TAB}
      rowActions={openButton}
      heading={({ title, lead }) => <LogsHeader title={title} description={lead ?? ''} />}
      below={<OutboxMessageDialog message={open} onClose={() => setOpen(null)} />}
    />
  );
}
