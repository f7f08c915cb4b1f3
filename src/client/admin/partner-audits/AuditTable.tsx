import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AdminAuditRow } from '../../../shared/portal/audits.types';
import { AuditStatusBadge, Score } from '../../portal/service-centre/ui';
import { DataTable, ROW, TD } from '../../components/list/DataTable';
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
        <tr key={row.id} className={ROW} data-testid="admin-audit-row" data-status={row.status}>
          <td className={TD}>
            <Link href={adminAuditPath(row.id)} className={LINK}>
              {row.companyName}
            </Link>
            <span className="sr-only"> {t('audits.open')}</span>
          </td>
          <td className={TD}>
            <DateText value={row.auditedOn} />
          </td>
          <td className={TD}>{row.auditorName}</td>
          <td className={TD}>
            <AuditStatusBadge status={row.status} />
          </td>
          <td className={`${TD} whitespace-nowrap`}>
            <Score value={row.score} />
          </td>
          <td className={`${TD} whitespace-nowrap`}>
            <Score value={row.reviewScore} />
          </td>
          <td className={`${TD} tabular`}>
            {row.openActions}
            {row.overdueActions > 0 && <span className="ml-2 font-semibold text-red-800">{t('audits.overdue', { count: row.overdueActions })}</span>}
          </td>
          <td className={TD}>
            <DateText value={row.companyNextAuditOn} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
