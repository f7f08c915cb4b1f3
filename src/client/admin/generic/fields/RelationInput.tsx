import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Typeahead } from '../../../components/ui/Typeahead';
import { useTRPC, useTRPCClient } from '../../../trpc';

interface Option {
  id: number;
  label: string;
}

/** Picks a record of another section by typing part of its name (typeahead); shows the current choice and clears it. */
export function RelationInput({
  id,
  label,
  source,
  value,
  onChange,
  nullable,
}: {
  id: string;
  label: string;
  source: string;
  value: number | null;
  onChange(value: number | null): void;
  nullable: boolean;
}) {
  const { t } = useTranslation('admin-resources');
  const trpc = useTRPC();
  const client = useTRPCClient();
  const current = useQuery({
    ...trpc.admin.lookup.queryOptions({ source, search: '', ids: value ? [value] : [] }),
    enabled: value !== null,
  });
  const currentLabel = value === null ? null : (current.data?.[0]?.label ?? `#${value}`);
  return (
    <div className="space-y-1" id={id}>
      <p className="text-sm text-slate-700">
        {currentLabel === null ? t('relation.none') : t('relation.current', { name: currentLabel })}
        {currentLabel !== null && nullable && (
          <button type="button" onClick={() => onChange(null)} className="ml-2 text-navy-800 underline">
            {t('relation.clear')}
          </button>
        )}
      </p>
      <Typeahead<Option>
        label={label}
        hideLabel
        placeholder={t('relation.placeholder')}
        search={(term, signal) => client.admin.lookup.query({ source, search: term }, { signal })}
        onSelect={(option) => onChange(option.id)}
        itemLabel={(option) => option.label}
        itemKey={(option) => option.id}
        noResultsText={t('relation.noResults')}
      />
    </div>
  );
}
