import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { CATALOG_NS } from '../../../shared/catalog/collections/products';
import { SelectField } from '../../components/form/fields';
import { useTRPC } from '../../trpc';

/**
 * Every category in tree order, indented by depth (the generic relation filter offers the first 20 by name only,
 * and a category's place in the tree is what tells two similar names apart).
 */
export function CategorySelect({ emptyLabel, ...select }: { emptyLabel: string } & Omit<ComponentProps<typeof SelectField>, 'children'>) {
  const { t } = useTranslation(CATALOG_NS);
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.catalog.categoryOptions.queryOptions());
  return (
    <SelectField {...select} className="max-w-72">
      <option value="">{options.isPending ? t('list.loading') : emptyLabel}</option>
      {options.data?.map((option) => (
        <option key={option.id} value={option.id}>
          {'\u00a0\u00a0'.repeat(option.depth)}
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
