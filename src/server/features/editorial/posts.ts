import { desc, eq, sql } from 'drizzle-orm';
import { POSTS_PAGE_SIZE, type ArticleListInput, type ArticleSlugInput } from '../../../shared/editorial/articles.schema';
import { postUrl, type OffsetPage, type PostCard, type PostPage } from '../../../shared/editorial/articles.types';
import { localizedField, type Locale } from '../../../shared/locales';
import { PAGES_AREA } from '../../cache';
import type { AppDeps } from '../../deps';
import { blogPosts } from '../../db/schema';
import { formatLongDate } from '../../../shared/format';
import { findBySlug } from './paging';
import { pageInMemory } from '../../list';
import { mentionedProducts, relatedOf, searchableText } from './related';
import type { Ctx } from '../../service-context';
import { articleCardOf } from './article-card';

/** /blog and /blog/{slug}: published news posts only, newest first, cached with the rendered pages. */

type PostRow = typeof blogPosts.$inferSelect;

/** The date a post shows: when it was published, or when it was written if no date was set. */
const dateOf = (row: PostRow) => row.publishedAt ?? row.createdAt;

function cardOf(row: PostRow, locale: Locale): PostCard {
  return {
    ...articleCardOf(row, postUrl(row.slug), locale),
    publishedAt: dateOf(row).toISOString(),
    dateText: formatLongDate(dateOf(row), locale, { timeZone: 'UTC' }),
  };
}

function publishedPosts(deps: AppDeps, locale: Locale): Promise<PostCard[]> {
  return deps.cache.value(PAGES_AREA, `articles:posts:${locale}`, async () => {
    const rows = await deps.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id));
    return rows.map((row) => cardOf(row, locale));
  });
}

export async function postList(ctx: Ctx<'deps'>, input: ArticleListInput): Promise<OffsetPage<PostCard>> {
  const { deps } = ctx;
  return pageInMemory(await publishedPosts(deps, input.locale), input.page ?? 1, POSTS_PAGE_SIZE);
}

/** The post by slug; null when unknown or unpublished (the page answers 404). */
export async function postPage(ctx: Ctx<'deps'>, input: ArticleSlugInput): Promise<PostPage | null> {
  const { deps } = ctx;
  const all = await publishedPosts(deps, input.locale);
  const card = findBySlug(all, input.slug);
  if (!card) return null;
  return deps.cache.value(PAGES_AREA, `articles:post:${input.locale}:${card.id}`, async (): Promise<PostPage | null> => {
    const [row] = await deps.db.select().from(blogPosts).where(eq(blogPosts.id, card.id));
    if (!row || !row.published) return null;
    const bodyHtml = localizedField(row, 'body', input.locale);
    const index = all.findIndex((post) => post.id === card.id);
    const neighbour = (post: PostCard | undefined) => (post ? { name: post.title, url: post.url } : null);
    return {
      ...card,
      bodyHtml,
      updatedAt: row.updatedAt.toISOString(),
      related: await relatedOf(deps, await mentionedProducts(deps, searchableText(card.title, card.summary, bodyHtml)), input.locale),
      newer: neighbour(all[index - 1]),
      older: neighbour(all[index + 1]),
    };
  });
}
