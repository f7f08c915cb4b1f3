import { useTranslation } from '../../lib/i18n-react';
import { LIST_PER_PAGE_OPTIONS } from '../../../shared/list/query';
import type { FilterDef, ResourceDef } from '../../../shared/collections/types';
import { useResourceLabels } from './labels';
import type { ResourceListState } from './resource-list';
import { SearchBox } from '../../components/list/SearchBox';
import { OfferedFilter, RelationFilter } from './ChoiceFilters';
import { DateRangeFilter } from './DateRangeFilter';
import { SelectField } from '../../components/form/fields';
import { Button } from '../../components/ui/Button';

/** Search box, one control per filter of the definition, the page size, and "Clear filters" once anything narrows the list. */
export function ListToolbar({ def, state }: { def: ResourceDef; state: ResourceListState }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      {def.searchable !== false && (
        <SearchBox
          label={t('search')}
          value={state.search}
          onSearch={state.setSearch}
          placeholder={def.searchHint ? t(def.searchHint, { ns: def.ns }) : t('searchPlaceholder', { title: labels.title.toLowerCase() })}
        />
      )}
      {def.filters.filter((filter) => !(filter.field in state.fixed)).map((filter) => (
        <FilterControl key={filter.field} def={def} filter={filter} state={state} />
      ))}
      <PerPageSelect state={state} />
      {state.list.filtered && (
        <Button look="outline" onClick={state.list.clear}>
          {t('clearFilters')}
        </Button>
      )}
    </div>
  );
}

/** The page size of a list; the product list's own toolbar uses it too. */
export function PerPageSelect({ state }: { state: ResourceListState }) {
  const { t } = useTranslation('admin-resources');
  return (
    <SelectField label={t('perPage')} value={state.perPage} onChange={(event) => state.setPerPage(Number(event.target.value))}>
      {LIST_PER_PAGE_OPTIONS.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </SelectField>
  );
}

function FilterControl({ def, filter, state }: { def: ResourceDef; filter: FilterDef; state: ResourceListState }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const value = state.filters[filter.field] ?? '';
  if (filter.kind === 'dateRange') {
    return <DateRangeFilter label={labels.filter(filter)} value={value} onChange={(next) => state.setFilter(filter.field, next)} />;
  }
  if (filter.kind === 'text') {
    // Typed, as a search is: applied once typing pauses or on Enter, and following the address on Back.
    return (
      <SearchBox
        label={labels.filter(filter)}
        value={value}
        maxLength={100}
        className="w-56"
        onSearch={(next) => state.setFilter(filter.field, next)}
      />
    );
  }
  if (filter.kind === 'offered') {
    return (
      <OfferedFilter def={def} label={labels.filter(filter)} field={filter.field} value={value} onChange={(next) => state.setFilter(filter.field, next)} />
    );
  }
  if (filter.kind === 'relation') {
    return (
      <RelationFilter
        def={def}
        label={labels.filter(filter)}
        field={filter.field}
        {...(filter.none ? { none: { value: filter.none.value, label: t(filter.none.label, { ns: def.ns }) } } : {})}
        value={value}
        onChange={(next) => state.setFilter(filter.field, next)}
      />
    );
  }
  return (
    <SelectField label={labels.filter(filter)} value={value} onChange={(event) => state.setFilter(filter.field, event.target.value)}>
      <option value="">{filter.kind === 'select' && filter.allLabel ? t(filter.allLabel, { ns: def.ns }) : t('all')}</option>
      {filter.kind === 'boolean' ? (
        <>
          <option value="true">{t('yes')}</option>
          <option value="false">{t('no')}</option>
        </>
      ) : (
        filter.options.map((option) => (
          <option key={option} value={option}>
            {labels.option(filter.optionLabels, option)}
          </option>
        ))
      )}
    </SelectField>
  );
}
