import { useTranslation } from '../../lib/i18n-react';
import { LIST_PER_PAGE_OPTIONS } from '../../../shared/list/query';
import type { FilterDef, ResourceDef } from '../../../shared/collections/types';
import { useResourceLabels } from './labels';
import type { ResourceListState } from './resource-list';
import { SearchBox } from '../../components/list/SearchBox';
import { OfferedFilter, RelationFilter } from './ChoiceFilters';
import { DateRangeFilter } from './DateRangeFilter';

const INPUT = 'rounded border border-slate-300 bg-white px-3 py-2 text-sm';

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
        <button type="button" onClick={state.list.clear} className={`${INPUT} font-semibold text-navy-900 hover:bg-slate-100`}>
          {t('clearFilters')}
        </button>
      )}
    </div>
  );
}

/** The page size of a list; the product list's own toolbar uses it too. */
export function PerPageSelect({ state }: { state: ResourceListState }) {
  const { t } = useTranslation('admin-resources');
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
      {t('perPage')}
      <select value={state.perPage} onChange={(event) => state.setPerPage(Number(event.target.value))} className={`${INPUT} font-normal`}>
        {LIST_PER_PAGE_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
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
        className="flex w-56 flex-col gap-1"
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
    <label className="flex flex-col gap-1 text-sm font-semibold text-navy-900">
      {labels.filter(filter)}
      <select value={value} onChange={(event) => state.setFilter(filter.field, event.target.value)} className={`${INPUT} font-normal`}>
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
      </select>
    </label>
  );
}
