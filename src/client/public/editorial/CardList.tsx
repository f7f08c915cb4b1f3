import { useTranslation } from '../../lib/i18n-react';
import type { OffsetPage } from '../../../shared/editorial/articles.types';
import { publicPath } from '../../../shared/route-tables/public';
import { EmptyState } from '../../components/ui/EmptyState';
import { ArticleCards, type ArticleCardItem } from './ArticleCards';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';

/** A list of articles shown as cards (news, case studies, offers): its header, one page of cards, the page links. */
export function CardList({ kind, items, list }: { kind: 'blog' | 'caseStudies' | 'offers'; items: readonly ArticleCardItem[]; list: OffsetPage<unknown> }) {
  const { t } = useTranslation('articles');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListHeader kind={kind} />
      <section aria-label={t(`${kind}.title`)} className="mt-8">
        {items.length > 0 ? <ArticleCards items={items} /> : <EmptyState>{t(`${kind}.none`)}</EmptyState>}
      </section>
      <ListPagination path={publicPath(kind)} page={list.page} total={list.total} perPage={list.perPage} label={t(`${kind}.pagesLabel`)} />
    </div>
  );
}
