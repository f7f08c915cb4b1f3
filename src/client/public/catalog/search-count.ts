import type { SearchResults } from '../../../shared/catalog/search.schema';
import { type Translate } from '../../components/ui/pagination';
import { formatNumber } from '../../../shared/format/plain-numbers';
import { localeOf } from '../../../shared/locales';

/**
 * 'Showing 11 to 20 of more than 1,000 records': the pagination's count text for a search whose count stopped at
 * SEARCH_COUNTED_ITEMS (decision 0029), numbers in the visitor's language. The count is passed as `counted`, not
 * `count`, which i18next would take for a plural.
 */
export function moreThanText(t: Translate, data: Pick<SearchResults, 'page' | 'perPage' | 'total' | 'rows'>, language: string): string {
  const from = (data.page - 1) * data.perPage + 1;
  return t('search.countMore', {
    from: formatNumber(from, localeOf(language)),
    to: formatNumber(from + data.rows.length - 1, localeOf(language)),
    counted: formatNumber(data.total, localeOf(language)),
  });
}
