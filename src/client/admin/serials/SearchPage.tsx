import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { SerialsHeader } from './SerialsNav';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { DateText } from '../../components/ui/DateText';
import { LINK, Text } from '../../components/ui/format';
import { TextField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';
import { Link } from 'wouter';
import type { AdminSerialRow } from '../../../shared/serials/admin.schema';
import { NextDue } from './badges';
import { serialPath } from './paths';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERIAL_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * The instruments found with the number, one line each, the number linking to the instrument's whole life. A handful at
 * most (one number on a few product lines): the list of every serial is the collection's (SerialsPage).
 */
function FoundSerials({ rows, caption }: { rows: readonly AdminSerialRow[]; caption: string }) {
  const { t } = useTranslation('admin-service');
  const columns = ['number', 'product', 'model', 'status', 'buildDate', 'company', 'owner', 'nextDue'].map((key) => t(`serials.columns.${key}`));
  return (
    <DataTable caption={caption} columns={columns} testId="serials-table">
      {rows.map((row) => (
        <DataRow key={row.id} data-testid="serial-row">
          <DataCell className="whitespace-nowrap">
            <Link href={serialPath(row.id)} className={`${LINK} font-mono tabular`}>
              {row.number}
            </Link>
          </DataCell>
          <DataCell>{row.product}</DataCell>
          <DataCell className="whitespace-nowrap">
            <Text value={row.modelCode} />
          </DataCell>
          <DataCell>
            <StateBadge of={SERIAL_STATUS_BADGES} state={row.status} />
          </DataCell>
          <DataCell>
            <DateText value={row.buildDate} />
          </DataCell>
          <DataCell>
            <Text value={row.company} />
          </DataCell>
          <DataCell className="break-all">
            <Text value={row.owner} />
          </DataCell>
          <DataCell>
            <NextDue value={row.nextDueOn} />
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/**
 * /admin/serials/search: one box, the exact number in any spelling ("vh15 2403" finds VH15-2403); every instrument
 * with it (the same number can exist on two product lines). The number stays in the address (?number=).
 */
export function SearchPage() {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const number = (params.get('number') ?? '').trim().slice(0, 100);
  const [text, setText] = useState(number);
  // Back and forward change the address: the box follows.
  useEffect(() => setText(number), [number]);
  const found = useQuery({ ...trpc.admin.serials.lookup.queryOptions({ number }), enabled: number !== '' });

  return (
    <div className="space-y-5">
      <SerialsHeader title={t('serials.search.title')} description={t('serials.search.description')} />
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const term = text.trim();
          setParams(term ? { number: term } : {});
        }}
      >
        <div className="min-w-64 flex-1">
          <TextField label={t('serials.search.number')} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} className="font-mono" />
        </div>
        <Button type="submit" disabled={text.trim() === ''}>
          {t('serials.search.submit')}
        </Button>
      </form>
      {/* Only the outcome is announced (the spinner's and the alert's roles, the empty text's status), not the whole table. */}
      {number !== '' && (
        <Loaded query={found} isEmpty={(rows) => rows.length === 0} empty={<span role="status">{t('serials.search.noResults')}</span>}>
          {(rows) => <FoundSerials rows={rows} caption={t('serials.search.caption', { number })} />}
        </Loaded>
      )}
    </div>
  );
}
