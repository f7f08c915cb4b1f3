import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { localizedField } from '../../../shared/locales';
import { publicPath, type PublicRouteId } from '../../../shared/route-tables/public';
import { BRAND } from '../../../shared/settings/brand';
import { useTRPC } from '../../trpc';
import { splitIntoColumns } from './nav/columns';
import { MENU_STALE_MS, useLocale } from './nav/use-nav-data';

/** SPEC.md section 9: the footer lays the application links out in 4 columns. */
export const FOOTER_APPLICATION_COLUMNS = 4;

/** The legal pages, by route id (their addresses are the route table's). */
const LEGAL = ['terms', 'privacy', 'policies'] as const satisfies readonly PublicRouteId[];

/** The footer (SPEC.md section 2): the application links in 4 columns, the legal links and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation('nav');
  const locale = useLocale();
  const trpc = useTRPC();
  const applications = useQuery({ ...trpc.public.content.applications.queryOptions(), staleTime: MENU_STALE_MS });
  const columns = splitIntoColumns(applications.data?.results ?? [], FOOTER_APPLICATION_COLUMNS);
  const headingId = useId();
  const link = 'rounded-sm text-white/85 hover:text-white hover:underline';

  return (
    <footer className="bg-navy-950 text-sm text-white/85">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wider text-white">
            {t('footer.applications')}
          </h2>
          <div className="mt-3 grid min-h-28 grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4" data-testid="footer-applications">
            {columns.map((column, index) => (
              <ul key={index} className="space-y-2">
                {column.map((application) => (
                  <li key={application.id}>
                    <Link href={application.url} className={link}>
                      {localizedField(application, 'name', locale)}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col-reverse gap-3 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-white/75">
            © {BRAND.copyrightYear} {BRAND.name}
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL.map((key) => (
                <li key={key}>
                  <Link href={publicPath(key)} className={link}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
