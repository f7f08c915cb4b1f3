import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { InboxRow } from '../../../shared/enquiries/inbox.schema';
import { StatusBadge } from './StatusBadge';
import { useFormat } from '../../lib/use-format';
import { ScrollBox } from '../../components/ui/ScrollBox';

const TH = 'px-3 py-2 font-semibold text-navy-900';
const TD = 'px-3 py-1.5';

/** The inbox's compact table: sticky header, one line per enquiry, the name links to the enquiry. */
export function InboxTable({ rows, busy }: { rows: readonly InboxRow[]; busy: boolean }) {
  const { t } = useTranslation('admin-enquiries');
  const { dateTime } = useFormat();
  return (
    <ScrollBox label={t('list.caption')} className="relative overflow-x-auto rounded border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left text-sm" data-testid="enquiries-table" aria-busy={busy}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="sticky top-0 z-10 bg-slate-100">
          <tr>
            <th scope="col" className={TH}>{t('list.columns.ref')}</th>
            <th scope="col" className={TH}>{t('list.columns.received')}</th>
            <th scope="col" className={TH}>{t('list.columns.kind')}</th>
            <th scope="col" className={TH}>{t('list.columns.name')}</th>
            <th scope="col" className={TH}>{t('list.columns.company')}</th>
            <th scope="col" className={TH}>{t('list.columns.product')}</th>
            <th scope="col" className={TH}>{t('list.columns.status')}</th>
            <th scope="col" className={TH}>{t('list.columns.assignee')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`border-t border-slate-200 align-top hover:bg-slate-50 ${row.status === 'new' ? 'font-medium' : ''}`} data-testid="enquiry-row">
              <td className={`${TD} whitespace-nowrap tabular text-slate-600`}>{t('ref', { id: row.id })}</td>
              <td className={`${TD} whitespace-nowrap tabular`}>
                <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
              </td>
              <td className={`${TD} whitespace-nowrap`}>{t(`kinds.${row.kind}`, { defaultValue: row.kind })}</td>
              <td className={TD}>
                <Link href={`/admin/enquiries/${row.id}`} className="font-semibold text-navy-800 underline-offset-2 hover:underline">
                  {row.name}
                </Link>
                <div className="text-xs text-slate-600">{row.email}</div>
              </td>
              <td className={TD}>{row.company || <span className="text-slate-500">—</span>}</td>
              <td className={TD}>{row.productName || <span className="text-slate-500">—</span>}</td>
              <td className={TD}>
                <StatusBadge status={row.status} />
              </td>
              <td className={`${TD} whitespace-nowrap`}>{row.assignee?.name ?? <span className="text-slate-500">{t('list.nobody')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
