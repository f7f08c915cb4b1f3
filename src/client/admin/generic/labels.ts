import { useTranslation } from '../../lib/i18n-react';
import type { ColumnDef, FieldDef, FilterDef, ResourceDef } from '../../../shared/collections/types';

/** Labels of a resource's fields, columns and options, from its own namespace, with readable fallbacks. */
export function useResourceLabels(def: ResourceDef) {
  const { t } = useTranslation([def.ns, 'admin-resources']);
  const fallback = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const label = (key: string | undefined, name: string) =>
    t(key ?? `fields.${name}`, { ns: def.ns, defaultValue: fallback(name) });
  return {
    title: t(def.title, { ns: def.ns }),
    singular: t(def.singular, { ns: def.ns }),
    field: (field: FieldDef) => label(field.label, field.name),
    column: (column: ColumnDef) =>
      column.field === 'id' && !column.label ? t('id', { ns: 'admin-resources' }) : label(column.label, column.field),
    filter: (filter: FilterDef) => label(filter.label, filter.field),
    option: (prefix: string | undefined, value: string) =>
      prefix ? t(`${prefix}.${value}`, { ns: def.ns, defaultValue: value }) : value,
  };
}
