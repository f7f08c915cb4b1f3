import { useTranslation } from '../../lib/i18n-react';
import type { AuditAction } from '../../../shared/audit/audit.schema';

export interface AuditEntryView {
  id: number;
  actorEmail: string;
  section: string;
  recordId: string;
  action: AuditAction;
  changes: Record<string, unknown>;
  createdAt: string;
}

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('admin');
  if (value === null || value === undefined || value === '') {
    return <span className="italic text-slate-500">{t('audit.emptyValue')}</span>;
  }
  return <span className="font-mono">{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
}

/** An update shows each changed field as before -> after; a create or a delete shows the whole record. */
export function AuditChanges({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {fields.map(([field, value]) => (
        <li key={field}>
          <span className="font-semibold">{field}</span>:{' '}
          {entry.action === 'update' && Array.isArray(value) && value.length === 2 ? (
            <>
              <Value value={value[0]} /> <span aria-hidden="true">→</span>
              <span className="sr-only">{t('audit.to')}</span> <Value value={value[1]} />
            </>
          ) : (
            <Value value={value} />
          )}
        </li>
      ))}
    </ul>
  );
}
