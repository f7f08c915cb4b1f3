import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { Link as PageLink } from '../../../shared/catalog/catalog.types';
import type { ExpertiseSlug } from '../../../shared/content/page-kinds';
import type { ExpertisePage as ExpertiseData } from '../../../shared/content/information-pages.types';
import { useTRPC } from '../../trpc';
import { ProductCards } from '../catalog/ProductCards';
import { usePageLocale } from '../catalog/use-locale-param';
import { Widget } from '../widgets/Widget';
import { PageShell, PageState } from './PageShell';
import { Part } from '../../components/ui/Part';
import { expertiseRouteOf } from './query-inputs';
import { LINK } from '../../components/ui/format';

/**
 * /expertise/{slug}: the text of its widget, then the way into the catalogue: its industries (the page's own first),
 * their products, product groups (tags) and case studies.
 */
export function ExpertisePage({ slug }: { slug: ExpertiseSlug }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.content.expertise.queryOptions({ slug, locale }));
  useTranslation('pages'); // its texts load beside the data, not after it
  if (!query.data) return <PageState routeId={expertiseRouteOf(slug)} query={query} />;
  return <ExpertiseView data={query.data} />;
}

const CHIP = 'inline-flex items-center rounded-full border border-navy-900/20 bg-white px-4 py-2 text-sm font-medium text-navy-900 hover:border-navy-700 hover:bg-slate-50';

function ExpertiseView({ data }: { data: ExpertiseData }) {
  const { t } = useTranslation('pages');
  const main = data.applications[0];
  return (
    <PageShell routeId={expertiseRouteOf(data.slug)} wide>
      {/* The widget pads its HTML itself: pulled back into the column. */}
      <Widget name={data.widget} className="-mx-4 mt-6" />
      {data.applications.length > 0 && (
        <Part id="expertise-industries" title={t('expertise.industries')}>
          <Chips links={data.applications} />
        </Part>
      )}
      {data.products.length > 0 && (
        <Part id="expertise-products" title={t('expertise.products')}>
          <div className="mt-4">
            <ProductCards products={data.products} headingLevel="h3" />
          </div>
          {main && (
            <p className="mt-4">
              <Link href={main.url} className={LINK}>
                {t('expertise.allProducts', { n: data.productTotal, industry: main.name })}
              </Link>
            </p>
          )}
        </Part>
      )}
      {data.tags.length > 0 && (
        <Part id="expertise-tags" title={t('expertise.tags')}>
          <Chips links={data.tags} />
        </Part>
      )}
      {data.caseStudies.length > 0 && (
        <Part id="expertise-case-studies" title={t('expertise.caseStudies')}>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {data.caseStudies.map((study) => (
              <li key={study.url}>
                <Link href={study.url} className="block rounded border border-slate-200 bg-white px-4 py-3 font-medium text-navy-900 hover:border-navy-700 hover:underline">
                  {study.name}
                </Link>
              </li>
            ))}
          </ul>
        </Part>
      )}
      <aside aria-labelledby="expertise-contact" className="mt-12 rounded-lg bg-navy-900 p-6 text-white">
        <h2 id="expertise-contact" className="text-xl font-semibold">
          {t('expertise.contactTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-white/85">{t('expertise.contactText')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href="/contact" className="rounded bg-volt-500 px-5 py-3 font-semibold text-navy-950 hover:bg-volt-400">
            {t('expertise.contact')}
          </Link>
          <Link href="/distributors" className="rounded border border-white/40 px-5 py-3 font-semibold text-white hover:bg-white/10">
            {t('expertise.dealer')}
          </Link>
        </div>
      </aside>
    </PageShell>
  );
}

function Chips({ links }: { links: readonly PageLink[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url} className={CHIP}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
