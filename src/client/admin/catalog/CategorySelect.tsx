import { useQuery } from '@tanstack/react-query';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { useTRPC } from '../../trpc';

/**
 * Every category in tree order, indented by depth (the generic relation filter offers the first 20 by name only,
 * and a category's place in the tree is what tells two similar names apart).
 */
export function CategorySelect({
  label,
  emptyLabel,
  className = '',
  ...select
}: { label: string; emptyLabel: string; className?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.catalog.categoryOptions.queryOptions());
  return (
    <label className={`flex flex-col gap-1 text-sm font-semibold text-navy-900 ${className}`}>
      {label}
      <select {...select} className="max-w-72 rounded border border-slate-300 bg-white px-3 py-2 text-sm font-normal">
        <option value="">{options.isPending ? t('list.loading') : emptyLabel}</option>
        {options.data?.map((option) => (
          <option key={option.id} value={option.id}>
            {'\u00a0\u00a0'.repeat(option.depth)}
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
