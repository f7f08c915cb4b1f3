import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { GuidePage as GuideData } from '../../../shared/library/library.types';
import { BRAND } from '../../../shared/settings/brand';
import { useHydrated } from '../../lib/hydrated';
import { EmptyState } from '../../components/ui/EmptyState';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { guideCrumbs } from './heads';
import { Crumbs } from './LibraryShell';
import { LoadingPage } from '../LoadingPage';

/**
 * /guides/{id or slug}, in the blank layout (no header, footer or cookie banner): a document with all its pages in
 * order, made to be printed. On paper the tools (print button, way back, contents, crumbs) are hidden, sections do not
 * break across pages where they fit, and links print as plain text. (No header or footer element: the page has
 * none of the site's landmarks but its own main.)
 */
export function GuidePage({ id }: { id: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  useTranslation('library'); // its texts load beside the data, not after it
  const query = useQuery(trpc.public.library.guide.queryOptions({ id, locale }));
  if (query.data === undefined) return <LoadingPage query={query} />;
  if (query.data === null) return <NotFoundPage />;
  return <GuideView guide={query.data} />;
}

function GuideView({ guide }: { guide: GuideData }) {
  const { t } = useTranslation('library');
  const hydrated = useHydrated();
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 text-slate-900 print:max-w-none print:px-0 print:py-0 print:text-black">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4 print:hidden">
        <Link href="/" className="text-sm font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900">
          ← {t('guide.back')}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!hydrated}
          className="rounded bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60"
        >
          {t('guide.print')}
        </button>
      </div>
      <Crumbs crumbs={guideCrumbs(guide, t)} className="mt-4 print:hidden" />
      <div className="mt-6 print:mt-0">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{BRAND.name}</p>
        <h1 className="mt-1 text-3xl font-bold text-navy-900 md:text-4xl print:text-2xl print:text-black">{guide.title}</h1>
        {guide.products.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            {t('guide.products')}:{' '}
            {guide.products.map((product, index) => (
              <span key={product.slug}>
                {index > 0 && ', '}
                <Link href={`/product/${product.slug}`} className="text-navy-800 underline underline-offset-2 print:text-black print:no-underline">
                  {product.name}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      {guide.sections.length === 0 ? (
        <EmptyState className="mt-8">{t('guide.empty')}</EmptyState>
      ) : (
        <>
          {guide.sections.length > 1 && (
            <nav aria-labelledby="guide-contents" className="mt-6 rounded border border-slate-200 bg-slate-50 p-4 print:hidden">
              <h2 id="guide-contents" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                {t('guide.contents')}
              </h2>
              <ol className="mt-2 list-inside list-decimal space-y-1 text-sm">
                {guide.sections.map((section) => (
                  <li key={section.anchor}>
                    <a href={`#${section.anchor}`} className="text-navy-900 underline-offset-2 hover:underline">
                      {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="mt-8 space-y-8 print:mt-6 print:space-y-6">
            {guide.sections.map((section, index) => (
              <section key={section.anchor} id={section.anchor} className="scroll-mt-4 print:break-inside-avoid" aria-labelledby={`${section.anchor}-title`}>
                <h2 id={`${section.anchor}-title`} className="text-xl font-bold text-navy-900 print:text-black">
                  <span className="mr-2 text-slate-500 tabular">{index + 1}.</span>
                  {section.title}
                </h2>
                <Prose html={section.html} className="mt-2 print:text-black" />
              </section>
            ))}
          </div>
        </>
      )}
      <p className="mt-10 border-t border-slate-200 pt-3 text-xs text-slate-600 print:text-black">{BRAND.company}</p>
    </article>
  );
}
