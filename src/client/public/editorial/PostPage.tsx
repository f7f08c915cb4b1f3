import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { PostPage as PostData } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { ArticleFrame } from './ArticleFrame';
import { ArticleGate } from './ArticleGate';
import { isArticleKey, slugQueryInput } from './query-inputs';

/** /blog/{slug}: a news post with its date, picture and text, the products it names, and the posts beside it. */
export function PostPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const valid = isArticleKey(slug);
  const query = useQuery({ ...trpc.public.editorial.post.queryOptions(slugQueryInput(slug, locale)), enabled: valid });
  return <ArticleGate valid={valid} query={query}>{(data) => <PostView data={data} />}</ArticleGate>;
}

function PostView({ data }: { data: PostData }) {
  const { t } = useTranslation('articles');
  return (
    <ArticleFrame
      kind="blog"
      article={data}
      header={
        <>
          <p className="text-sm font-semibold text-navy-700 tabular">
            {t('blog.published')} <time dateTime={data.publishedAt.slice(0, 10)}>{data.dateText}</time>
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{data.title}</h1>
          {data.summary && <p className="mt-3 text-lg text-slate-700">{data.summary}</p>}
        </>
      }
      body={data.bodyHtml}
      after={
        (data.newer || data.older) && (
          <nav aria-label={t('blog.more')} className="mt-10 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2">
            {data.newer && <Neighbour label={t('blog.newer')} link={data.newer} />}
            {data.older && <Neighbour label={t('blog.older')} link={data.older} className="sm:col-start-2 sm:text-right" />}
          </nav>
        )
      }
      all={t('blog.all')}
    />
  );
}

function Neighbour({ label, link, className = '' }: { label: string; link: { name: string; url: string }; className?: string }) {
  return (
    <Link href={link.url} className={`block rounded border border-slate-200 bg-white p-4 hover:border-navy-700 ${className}`}>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block font-semibold text-navy-900">{link.name}</span>
    </Link>
  );
}
