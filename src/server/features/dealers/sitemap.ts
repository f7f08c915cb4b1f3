import { areaPath } from '../../../shared/dealers/dealer-kinds';
import type { AppDeps } from '../../deps';
import { dealerDirectory } from './directory';

/**
 * The dealer pages for /sitemap.xml (features/seo/sitemap.ts): one per country with dealers, dated by the latest
 * change to a dealer shown on it. (/distributors itself is a fixed route the sitemap lists already.)
 */
export async function dealerSitemapEntries(deps: AppDeps): Promise<Array<{ path: string; lastmod?: Date }>> {
  const directory = await dealerDirectory(deps, 'en');
  return directory.countries.map((country) => {
    const updatedAt = directory.areas[country.slug]?.updatedAt ?? 0;
    return updatedAt > 0 ? { path: areaPath(country.slug), lastmod: new Date(updatedAt) } : { path: areaPath(country.slug) };
  });
}
