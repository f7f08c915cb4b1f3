import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { LINK } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { serialPath } from './paths';
import type { ChecksumRule } from './types';
import { useFormat } from '../../lib/use-format';

/**
 * Each product line's check-digit rule, how many of its serials were checked and which fail (the first 50 linked,
 * the count covers all). Edit fills the form below; delete asks for confirmation.
 */
export function ChecksumTable({
  rules,
  busy,
  onEdit,
  onDelete,
}: {
  rules: readonly ChecksumRule[];
  busy: boolean;
  onEdit(rule: ChecksumRule): void;
  onDelete(rule: ChecksumRule): void;
}) {
  const { t } = useTranslation('admin-service');
  const { number } = useFormat();
  const columns = ['product', 'pattern', 'algorithm', 'checked', 'failingCount', 'failing', 'actions'].map((key) => t(`checksums.columns.${key}`));
  return (
    <DataTable caption={t('checksums.caption')} columns={columns} busy={busy} testId="checksums-table">
      {rules.map((rule) => (
        <DataRow key={rule.id} data-testid="checksum-row">
          <DataCell className="font-semibold text-navy-900">{rule.product}</DataCell>
          <DataCell>
            <code className="rounded bg-slate-100 px-1 break-all">{rule.pattern}</code>
          </DataCell>
          <DataCell className="whitespace-nowrap">{t(`algorithms.${rule.algorithm}`)}</DataCell>
          <DataCell className="tabular">{number(rule.checked)}</DataCell>
          <DataCell className={`tabular font-semibold ${rule.failingCount > 0 ? 'text-red-700' : 'text-green-800'}`}>
            <span aria-hidden="true">{rule.failingCount > 0 ? '✕ ' : '✓ '}</span>
            {number(rule.failingCount)}
          </DataCell>
          <DataCell>
            {rule.failing.length === 0 ? (
              <span className="text-slate-600">{t('checksums.noneFailing')}</span>
            ) : (
              <ul className="flex max-w-md flex-wrap gap-x-3 gap-y-1">
                {rule.failing.map((serial) => (
                  <li key={serial.id}>
                    <Link href={serialPath(serial.id)} className={`${LINK} font-mono text-xs`}>
                      {serial.number}
                    </Link>
                  </li>
                ))}
                {rule.failingCount > rule.failing.length && (
                  <li className="text-xs text-slate-600">{t('checksums.more', { count: rule.failingCount - rule.failing.length })}</li>
                )}
              </ul>
            )}
          </DataCell>
          <DataCell className="whitespace-nowrap">
            <span className="flex items-center gap-1">
              <Button look="outline" onClick={() => onEdit(rule)}>
                {t('checksums.edit')}
                <span className="sr-only"> {rule.product}</span>
              </Button>
              <ConfirmModal
                trigger="trash"
                triggerLabel={t('checksums.delete', { product: rule.product })}
                message={t('checksums.deleteConfirm', { product: rule.product })}
                disabled={busy}
                onConfirm={() => onDelete(rule)}
              />
            </span>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
