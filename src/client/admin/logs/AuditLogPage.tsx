import { auditTrailResource } from '../../../shared/logs/collections/audit-trail';
import { ResourceListPage } from '../generic/ResourceListPage';
import { AUDIT_CELLS } from './audit-format';
import { LogsHeader } from './LogsNav';

/**
 * /admin/logs: the audit trail collection in the generic list, under the log screens' tabs: newest first (or oldest),
 * found by the start of the actor's e-mail address or a record id, narrowed to a section that occurs in the log and a
 * span of days; pages; all kept in the address, cards on a phone. Each change reads in the reader's language.
 */
export function AuditLogPage() {
  return (
    <ResourceListPage
      def={auditTrailResource}
      cells={AUDIT_CELLS}
      heading={({ title, lead }) => <LogsHeader title={title} description={lead ?? ''} />}
    />
  );
}
