import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { OffsetPage, PostCard } from '../../../shared/editorial/articles.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { NotFoundPage } from '../NotFoundPage';
import { ArticleCards, EmptyList } from './ArticleCards';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';
import { listQueryInput } from './query-inputs';

/** /blog: the published news posts, newest first. */
export function PostsPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.posts.queryOptions(input), placeholderData: keepPreviousData });
  useTranslation('articles'); // its texts load beside the data, not after it
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <PostsView data={query.data} />;
}

function PostsView({ data }: { data: OffsetPage<PostCard> }) {
  const { t } = useTranslation('articles');
  const items = data.rows.map((post) => ({ ...post, eyebrow: <time dateTime={post.publishedAt.slice(0, 10)}>{post.dateText}</time> }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListHeader kind="blog" />
      <section aria-label={t('blog.title')} className="mt-8">
        {items.length > 0 ? <ArticleCards items={items} /> : <EmptyList>{t('blog.none')}</EmptyList>}
      </section>
      <ListPagination path="/blog" page={data.page} total={data.total} perPage={data.perPage} label={t('blog.pagesLabel')} />
    </div>
  );
}
