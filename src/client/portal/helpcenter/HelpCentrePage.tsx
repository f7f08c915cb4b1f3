import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useSearchParams } from 'wouter';
import type { HelpCentre } from '../../../shared/portal/helpcenter.types';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { PageHeader } from '../ui/PageHeader';
import { HelpArticleItem } from './HelpArticleItem';
import { readHelpParams, writeHelpParams, type HelpParams } from './help-params';
import { HelpSearch } from './HelpSearch';

/**
 * /portal/helpcenter: the published help articles in the reader's language, by category, searchable (the server
 * matches every word in titles and bodies, case and accents aside). An article opens in place; the open one and the
 * search are kept in the address (?article=&q=).
 */
export default function HelpCentrePage() {
  const { t } = useTranslation('portal-pages');
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const state = readHelpParams(params);
  const query = useQuery({ ...trpc.portal.helpcenter.list.queryOptions({ q: state.q }), placeholderData: keepPreviousData });
  const go = useCallback(
    (next: HelpParams, replace: boolean) => setParams(writeHelpParams(next), { replace }),
    [setParams],
  );
  const onSearch = useCallback(
    (q: string, { replace }: { replace: boolean }) => setParams((prev) => writeHelpParams({ ...readHelpParams(prev), q }), { replace }),
    [setParams],
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={t('helpcenter.title')} path="/portal/helpcenter" lead={t('helpcenter.lead')} />
      <HelpSearch q={state.q} onSearch={onSearch} />
      {query.isPending ? (
        <Spinner />
      ) : !query.data ? (
        <div className="mt-8">
          <Alert tone="error">{t('helpcenter.loadError')}</Alert>
        </div>
      ) : (
        <HelpGroups
          centre={query.data}
          open={state.article}
          onToggle={(id) => go({ ...state, article: state.article === id ? null : id }, true)}
          onShowAll={() => go({ q: '', article: state.article }, false)}
        />
      )}
    </div>
  );
}

function HelpGroups({ centre, open, onToggle, onShowAll }: { centre: HelpCentre; open: number | null; onToggle(id: number): void; onShowAll(): void }) {
  const { t } = useTranslation('portal-pages');
  if (centre.total === 0) {
    return (
      <p className="mt-8 rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="helpcentre-empty">
        {t('helpcenter.empty')}
      </p>
    );
  }
  const showAll = (
    <button type="button" onClick={onShowAll} className="font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900">
      {t('helpcenter.showAll')}
    </button>
  );
  return (
    <>
      <p role="status" className="mt-4 text-sm text-slate-600" data-testid="helpcentre-count">
        {centre.q ? t('helpcenter.matches', { count: centre.matches, q: centre.q }) : t('helpcenter.count', { count: centre.total })}
        {centre.q && centre.matches > 0 && <> {showAll}</>}
      </p>
      {centre.matches === 0 ? (
        <div className="mt-6 rounded border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="helpcentre-no-match">
          <p>{t('helpcenter.noMatch')}</p>
          <p className="mt-3">{showAll}</p>
        </div>
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
