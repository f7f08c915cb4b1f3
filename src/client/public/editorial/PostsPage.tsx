import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { OffsetPage, PostCard } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { ArticleGate } from './ArticleGate';
import { CardList } from './CardList';
import { listQueryInput } from './query-inputs';

/** /blog: the published news posts, newest first. */
export function PostsPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.posts.queryOptions(input), placeholderData: keepPreviousData });
  return <ArticleGate valid query={query}>{(data) => <PostsView data={data} />}</ArticleGate>;
}

function PostsView({ data }: { data: OffsetPage<PostCard> }) {
  const items = data.rows.map((post) => ({ ...post, eyebrow: <time dateTime={post.publishedAt.slice(0, 10)}>{post.dateText}</time> }));
  return <CardList kind="blog" items={items} list={data} />;
}
