import { useTranslation } from '../../lib/i18n-react';
import type { ReadableAuditEntry } from '../../../shared/logs/audit.schema';
import type { ResourceRow } from '../../../shared/collections/types';
import type { CellOverrides } from '../generic/ResourceTable';
import { LogTime } from './log-cells';

export type AuditEntryView = ReadableAuditEntry;

function Value({ value }: { value: string | null }) {
  const { t } = useTranslation('admin');
  if (value === null) return <span className="italic text-slate-500">{t('audit.emptyValue')}</span>;
  return <span>{value}</span>;
}

/**
 * An update shows each changed field as label: before → after; a create or a delete shows the record's fields. The
 * server has already put labels and names in the reader's language (server/features/logs/collections/audit-entries.ts).
 */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  if (entry.lines.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {entry.lines.map((line, index) => (
        <li key={`${line.label}-${index}`}>
          <span className="font-semibold">{line.label}</span>:{' '}
          {entry.action === 'update' ? (
            <>
              <Value value={line.before} /> <span aria-hidden="true">→</span>
              <span className="sr-only">{t('audit.to')}</span> <Value value={line.after} />
            </>
          ) : (
            <Value value={line.after} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The record column: its name when the section says what it is, with the id beside it. */
export function AuditRecord({ entry }: { entry: AuditEntryView }) {
  if (!entry.recordName) return <span className="tabular">{entry.recordId}</span>;
  return (
    <span>
      {entry.recordName} <span className="tabular text-slate-500">#{entry.recordId}</span>
    </span>
  );
}

/** A row of the audit trail collection: the server half's `present` gives each row the readable entry's keys. */
const entryOf = (row: ResourceRow): AuditEntryView => row as unknown as AuditEntryView;

function AuditAction({ action }: { action: string }) {
  const { t } = useTranslation('admin');
  return <>{t(`audit.actions.${action}`)}</>;
}

/** The audit trail's columns that read the entry rather than show a stored value (AuditLogPage). */
export const AUDIT_CELLS: CellOverrides = {
  // When, to the second: entries made in one save share a minute.
  createdAt: (row) => <LogTime iso={entryOf(row).createdAt} />,
  section: (row) => entryOf(row).sectionLabel,
  recordId: (row) => <AuditRecord entry={entryOf(row)} />,
  action: (row) => <AuditAction action={entryOf(row).action} />,
  changes: (row) => <AuditChanges entry={entryOf(row)} />,
};
