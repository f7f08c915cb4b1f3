import { and, eq } from 'drizzle-orm';
import { LOCALE_CODES } from '../../shared/locales';
import type { AppDeps } from '../deps';
import { landingPages } from '../db/schema';

/** Plain text of stored HTML, for summaries (the rendered body arrives with the sanitised content work). */
function textOf(html: string): string {
  return html.replace(/<\/(p|h\d|li)>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
}

export async function findLandingPage(deps: AppDeps, slug: string) {
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
