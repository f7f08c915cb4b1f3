import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Typeahead } from './Typeahead';
import { useTRPC, useTRPCClient } from '../../trpc';

interface Option {
  id: number;
  label: string;
}

/**
 * A product or a company, picked by typing part of its name (the relation picker's lookup: admin.lookup, sources
 * "products" and "companies"), for the list filters and the forms. The choice shows under the box with a way to
 * clear it; typing 2 letters suggests up to 20. The box starts empty again after each change (it is remounted),
 * and keeps the keyboard focus across that.
 */
export function LookupPicker({
  label,
  source,
  value,
  onChange,
  error,
  clearable = true,
}: {
  label: string;
  source: 'products' | 'companies';
  value: number | null;
  onChange(value: number | null): void;
  error?: string | undefined;
  clearable?: boolean;
}) {
  const { t } = useTranslation('admin-service');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const chosen = useQuery({ ...trpc.admin.lookup.queryOptions({ source, search: '', ids: value ? [value] : [] }), enabled: value !== null });
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current) box.current?.querySelector('input')?.focus();
    refocus.current = false;
  }, [value]);
  const change = (next: number | null) => {
    refocus.current = true;
    onChange(next);
  };
  const name = value === null ? null : (chosen.data?.[0]?.label ?? `#${value}`);
  return (
    <div ref={box} className="flex min-w-52 flex-col gap-1">
      <Typeahead<Option>
        key={String(value)}
        label={label}
        placeholder={t('picker.placeholder')}
        search={(term, signal) => client.admin.lookup.query({ source, search: term }, { signal })}
        onSelect={(option) => change(option.id)}
        itemLabel={(option) => option.label}
        itemKey={(option) => option.id}
        noResultsText={t('picker.noResults')}
        inputClassName="block w-full rounded border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-navy-700"
      />
      <p className="text-xs text-slate-700" aria-live="polite">
        {name === null ? t('picker.none') : t('picker.chosen', { name })}
        {name !== null && clearable && (
          <button type="button" onClick={() => change(null)} className="ml-2 font-semibold text-navy-800 underline" aria-label={t('picker.clear', { name })}>
            {t('picker.clearShort')}
          </button>
        )}
      </p>
      {error && (
        <p className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
