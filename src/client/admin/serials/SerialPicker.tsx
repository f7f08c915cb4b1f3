import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import type { AdminSerialRow } from '../../../shared/serials/admin.schema';
import { Loaded } from '../../components/ui/Loaded';
import { Button } from '../../components/ui/Button';
import { useTRPC } from '../../trpc';
import { TextField } from '../../components/form/fields';
import { StateBadge } from '../../components/ui/StateBadge';
import { SERIAL_STATUS_BADGES } from '../../components/ui/state-looks';

/**
 * Step one of recording a service: find the instrument by its exact number (any spelling) and choose it. Two
 * product lines can share a number, so each match is offered with its product and owner.
 */
export function SerialPicker({ onPick }: { onPick(id: number): void }) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [number, setNumber] = useState('');
  const found = useQuery({ ...trpc.admin.serials.lookup.queryOptions({ number }), enabled: number !== '' });
  return (
    <div className="space-y-3">
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setNumber(text.trim());
        }}
      >
        <div className="min-w-64 flex-1">
          <TextField label={t('service.pick.number')} type="search" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} className="font-mono" />
        </div>
        <Button type="submit" disabled={text.trim() === ''}>
          {t('service.pick.find')}
        </Button>
      </form>
      <div aria-live="polite">
        {number !== '' && (
          <Loaded query={found} isEmpty={(rows) => rows.length === 0} empty={t('serials.search.noResults')}>
            {(rows) => (
              <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white" aria-label={t('service.pick.results')}>
                {rows.map((row) => (
                  <Match key={row.id} row={row} onPick={onPick} />
                ))}
              </ul>
            )}
          </Loaded>
        )}
      </div>
    </div>
  );
}

function Match({ row, onPick }: { row: AdminSerialRow; onPick(id: number): void }) {
  const { t } = useTranslation('admin-service');
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2.5 text-sm">
      <span className="font-mono font-semibold text-navy-900">{row.number}</span>
      <span>
        {row.product} {row.modelCode && <span className="text-slate-600">({row.modelCode})</span>}
      </span>
      <StateBadge of={SERIAL_STATUS_BADGES} state={row.status} />
      {row.owner && <span className="text-slate-600">{row.owner}</span>}
      <Button look="outline" className="ml-auto" onClick={() => onPick(row.id)}>
        {t('service.pick.choose')}
        <span className="sr-only"> {`${row.number} ${row.product}`}</span>
      </Button>
    </li>
  );
}
