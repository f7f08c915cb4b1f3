import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { Typeahead } from '../../components/ui/Typeahead';
import { useTRPCClient } from '../../trpc';

export interface Picked {
  id: number;
  label: string;
}

/**
 * Several records of another section, in order: the chosen ones listed with up, down and remove buttons, and a
 * typeahead (admin.lookup) adding more. Records already chosen (and `exclude`) are left out of the suggestions.
 */
export function MultiPicker({
  label,
  source,
  value,
  onChange,
  ordered,
  error,
  exclude = [],
}: {
  label: string;
  source: string;
  value: readonly Picked[];
  onChange(next: Picked[]): void;
  ordered: boolean;
  error?: string | undefined;
  /** Ids never offered (a product is not its own accessory). */
  exclude?: readonly number[];
}) {
  const { t } = useTranslation([CATALOG_NS, 'admin-resources']);
  const client = useTRPCClient();
  const id = useId();
  // The typeahead keeps the chosen text in its box; a new key gives an empty box for the next pick.
  const [round, setRound] = useState(0);
  const chosen = new Set([...exclude, ...value.map((item) => item.id)]);
  const move = (index: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold text-navy-900">{label}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-600">{t('links.none')}</p>
      ) : (
        <ol className="space-y-1">
          {value.map((item, index) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded bg-slate-50 px-2 py-1 text-sm">
              <span>{item.label}</span>
              <span className="flex gap-1">
                {ordered && (
                  <>
                    <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)} className="rounded border border-slate-300 bg-white px-2 disabled:opacity-40" title={t('reorder.up', { name: item.label })}>
                      <span aria-hidden="true">↑</span>
                      <span className="sr-only">{t('reorder.up', { name: item.label })}</span>
                    </button>
                    <button
                      type="button"
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                      className="rounded border border-slate-300 bg-white px-2 disabled:opacity-40"
                      title={t('reorder.down', { name: item.label })}
                    >
                      <span aria-hidden="true">↓</span>
                      <span className="sr-only">{t('reorder.down', { name: item.label })}</span>
                    </button>
                  </>
                )}
                <button type="button" onClick={() => onChange(value.filter((other) => other.id !== item.id))} className="rounded border border-red-300 bg-white px-2 text-red-700">
                  {t('links.remove')}
                  <span className="sr-only"> {item.label}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Typeahead<Picked>
        key={round}
        label={t('links.add', { list: label })}
        hideLabel
        placeholder={t('relation.placeholder', { ns: 'admin-resources' })}
        search={async (term, signal) => (await client.admin.lookup.query({ source, search: term }, { signal })).filter((item) => !chosen.has(item.id))}
        onSelect={(item) => {
          if (!chosen.has(item.id)) onChange([...value, item]);
          setRound((n) => n + 1);
        }}
        itemLabel={(item) => item.label}
        itemKey={(item) => item.id}
        noResultsText={t('relation.noResults', { ns: 'admin-resources' })}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
