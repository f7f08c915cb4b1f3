import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { PARTNER_TIERS } from '../../../shared/portal/enums';
import { COMPANY_SORT_DIRECTIONS, COMPANY_SORTS, COMPANY_STATES, COMPANY_TAGS } from '../../../shared/portal/companies.schema';
import { useTRPC } from '../../trpc';
import { OUTLINE } from '../../components/ui/format';
import { FilterSelect } from '../../components/list/FilterSelect';
import { SearchBox } from '../../components/list/SearchBox';
import type { AdminCompanyListSchema } from '../../../shared/portal/companies.schema';
import type { ListParams } from '../../components/list/useListParams';

const pick = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((item) => item === value);

/** Search, the country / tier / tag / state filters and the sort, above the companies; always in view. */
export function CompanyFilters({ list }: { list: ListParams<typeof AdminCompanyListSchema> }) {
  const state = list.value;
  const { t } = useTranslation('admin-companies');
  const trpc = useTRPC();
  const options = useQuery(trpc.admin.companies.options.queryOptions());
  return (
    <form role="search" aria-label={t('list.filters')} className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <SearchBox
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={state.q}
        testId="companies-search"
        onSearch={(q) => list.set({ q })}
      />
      <FilterSelect
        label={t('list.country')}
        value={state.countryId ? String(state.countryId) : ''}
        testId="companies-country"
        onChange={(value) => list.set({ countryId: value ? Number(value) : undefined })}
      >
        <option value="">{t('list.allCountries')}</option>
        {(options.data?.countries ?? []).map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('list.tier')} value={state.tier ?? ''} onChange={(value) => list.set({ tier: pick(PARTNER_TIERS, value) })}>
        <option value="">{t('list.allTiers')}</option>
        {PARTNER_TIERS.map((tier) => (
          <option key={tier} value={tier}>
            {t(`tiers.${tier}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('list.tag')} value={state.tag ?? ''} onChange={(value) => list.set({ tag: pick(COMPANY_TAGS, value) })}>
        <option value="">{t('list.allTags')}</option>
        {COMPANY_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {t(`tags.${tag}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('list.state')} value={state.state ?? ''} onChange={(value) => list.set({ state: pick(COMPANY_STATES, value) })}>
        <option value="">{t('list.allStates')}</option>
        {COMPANY_STATES.map((value) => (
          <option key={value} value={value}>
            {t(`states.${value}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('list.sort')}
        value={state.sort}
        testId="companies-sort"
        onChange={(value) => {
          const sort = pick(COMPANY_SORTS, value);
          if (sort) list.set({ sort });
        }}
      >
        {COMPANY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('list.direction')}
        value={state.dir}
        onChange={(value) => {
          const dir = pick(COMPANY_SORT_DIRECTIONS, value);
          if (dir) list.set({ dir });
        }}
      >
        {COMPANY_SORT_DIRECTIONS.map((dir) => (
          <option key={dir} value={dir}>
            {t(`directions.${dir}`)}
          </option>
        ))}
      </FilterSelect>
      {list.filtered && (
        <button type="button" className={OUTLINE} onClick={list.clear}>
          {t('list.clearFilters')}
        </button>
      )}
    </form>
  );
}
