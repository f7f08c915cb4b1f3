import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminAuditRow } from '../../../shared/portal/audits.types';
import { AuditStatusBadge, Score } from '../../portal/service-centre/ui';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK } from '../../components/ui/format';
import { adminAuditPath } from './paths';
import { DateText } from '../../components/ui/DateText';

const COLUMNS = ['company', 'auditedOn', 'auditor', 'status', 'score', 'reviewScore', 'openActions', 'nextAudit'] as const;

/** Every company's audits: the company links to the audit, where Voltara reviews it. */
export function AuditTable({ rows, busy }: { rows: readonly AdminAuditRow[]; busy: boolean }) {
  const { t } = useTranslation('admin-audits');
  return (
    <DataTable caption={t('audits.caption')} columns={COLUMNS.map((column) => t(`audits.columns.${column}`))} busy={busy} testId="admin-audits-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="admin-audit-row" data-status={row.status}>
          <DataCell>
            <Link href={adminAuditPath(row.id)} className={LINK}>
              {row.companyName}
            </Link>
            <span className="sr-only"> {t('audits.open')}</span>
          </DataCell>
          <DataCell>
            <DateText value={row.auditedOn} />
          </DataCell>
          <DataCell>{row.auditorName}</DataCell>
          <DataCell>
            <AuditStatusBadge status={row.status} />
          </DataCell>
          <DataCell className="whitespace-nowrap">
            <Score value={row.score} />
          </DataCell>
          <DataCell className="whitespace-nowrap">
            <Score value={row.reviewScore} />
          </DataCell>
          <DataCell className="tabular">
            {row.openActions}
            {row.overdueActions > 0 && <span className="ml-2 font-semibold text-red-800">{t('audits.overdue', { count: row.overdueActions })}</span>}
          </DataCell>
          <DataCell>
            <DateText value={row.companyNextAuditOn} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
