import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { HELP_SEARCH_MAX, HelpCentreInputSchema } from '../../../shared/help-centre/helpcenter.schema';
import type { HelpCentre } from '../../../shared/help-centre/helpcenter.types';
import { EmptyState } from '../../components/ui/EmptyState';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';
import { HelpArticleItem } from './HelpArticleItem';
import { SearchBox } from '../../components/list/SearchBox';
import { useListParams } from '../../components/list/useListParams';
import { recordIdOf } from '../../lib/record-id';
import { LINK } from '../../components/ui/format';

const HELP_QUERY = HelpCentreInputSchema.unwrap();

/**
 * /portal/helpcenter: the published help articles in the reader's language, by category, searchable (the server
 * matches every word in titles and bodies, case and accents aside). An article opens in place; the open one and the
 * search are kept in the address (?article=&q=).
 */
export default function HelpCentrePage() {
  const { t } = useTranslation('portal-pages');
  const trpc = useTRPC();
  // The open article (?article=12) is kept beside the search; opening one replaces the address (no history entry).
  const list$ = useListParams(HELP_QUERY, { extra: ['article'] });
  const article = recordIdOf(list$.extra('article'));
  const query = useQuery({ ...trpc.portal.helpcenter.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <SignedInPageHeader face="portal" title={t('helpcenter.title')} path="/portal/helpcenter" lead={t('helpcenter.lead')} />
      <div role="search" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <SearchBox
          label={t('helpcenter.searchLabel')}
          value={list$.value.q}
          onSearch={(q) => list$.set({ q })}
          maxLength={HELP_SEARCH_MAX}
          testId="helpcentre-search"
        />
      </div>
      <div className="mt-4">
        <Loaded query={query} isEmpty={(centre) => centre.total === 0} empty={t('helpcenter.empty')} emptyTestId="helpcentre-empty">
          {(centre) => (
            <HelpGroups
              centre={centre}
              open={article}
              onToggle={(id) => list$.setExtra('article', article === id ? null : String(id), { replace: true })}
              onShowAll={list$.clear}
            />
          )}
        </Loaded>
      </div>
    </div>
  );
}

function HelpGroups({ centre, open, onToggle, onShowAll }: { centre: HelpCentre; open: number | null; onToggle(id: number): void; onShowAll(): void }) {
  const { t } = useTranslation('portal-pages');
  const showAll = (
    <button type="button" onClick={onShowAll} className={LINK}>
      {t('helpcenter.showAll')}
    </button>
  );
  return (
    <>
      <p role="status" className="text-sm text-slate-600" data-testid="helpcentre-count">
        {centre.q ? t('helpcenter.matches', { count: centre.matches, q: centre.q }) : t('helpcenter.count', { count: centre.total })}
        {centre.q && centre.matches > 0 && <> {showAll}</>}
      </p>
      {centre.matches === 0 ? (
        <EmptyState className="mt-6" testId="helpcentre-no-match">
          <p>{t('helpcenter.noMatch')}</p>
          <p className="mt-3">{showAll}</p>
        </EmptyState>
      ) : (
        centre.groups.map((group) => (
          <section key={group.category} aria-labelledby={`help-${group.category}`} className="mt-8" data-testid="help-category">
            <h2 id={`help-${group.category}`} className="text-2xl font-bold text-navy-900">
              {t(`helpcenter.categories.${group.category}`)}
            </h2>
            <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
              {group.articles.map((article) => (
                <HelpArticleItem key={article.id} article={article} open={open === article.id} onToggle={() => onToggle(article.id)} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
