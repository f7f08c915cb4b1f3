import { and, eq } from 'drizzle-orm';
import { LOCALE_CODES } from '../../../shared/locales';
import { landingPages } from '../../db/schema';
import type { Ctx } from '../../service-context';

/** Plain text of stored HTML, for summaries (the rendered body arrives with the sanitised content work). */
function textOf(html: string): string {
  return html.replace(/<\/(p|h\d|li)>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
}

export async function findLandingPage(ctx: Ctx<'deps'>, { slug }: { slug: string }) {
  const { deps } = ctx;
  const [page] = await deps.db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.slug, slug), eq(landingPages.published, true)));
  if (!page) return null;
  const fields: Record<string, string | number> = { id: page.id, slug: page.slug };
  for (const code of LOCALE_CODES) {
    fields[`title_${code}`] = page[`title_${code}`];
    fields[`summary_${code}`] = textOf(page[`body_${code}`]);
  }
  return fields;
}
