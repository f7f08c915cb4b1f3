import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { LEGAL_KINDS, type LegalKind } from '../../../shared/content/page-kinds';
import type { LegalPage as LegalData } from '../../../shared/content/information-pages.types';
import { useTRPC } from '../../trpc';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { PageShell, PageState } from './PageShell';
import { LINK } from '../../components/ui/format';
import { EmptyState } from '../../components/ui/EmptyState';

/**
 * /legal/terms, /legal/privacy, /legal/policies: a document of the admin console, one section per document page, with
 * an index of its sections and links to the other two texts.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.content.legal.queryOptions({ kind, locale }));
  useTranslation('pages'); // its texts load beside the data, not after it
  if (!query.data) return <PageState routeId={kind} query={query} />;
  return <LegalView data={query.data} />;
}

function LegalView({ data }: { data: LegalData }) {
  const { t } = useTranslation('pages');
  // The document's own title is a subtitle when it says more than the route's ("Terms and conditions of sale").
  const subtitle = data.title && data.title !== t(`titles.${data.kind}`) ? data.title : undefined;
  return (
    <PageShell routeId={data.kind} lead={subtitle}>
      {data.sections.length === 0 ? (
        <EmptyState className="mt-6">{t('legal.empty')}</EmptyState>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav aria-labelledby="legal-index" className="lg:sticky lg:top-4 lg:self-start">
            <h2 id="legal-index" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('legal.contents')}
            </h2>
            <ol className="mt-2 space-y-1 border-l border-slate-200 text-sm">
              {data.sections.map((section) => (
                <li key={section.anchor}>
                  <a href={`#${section.anchor}`} className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-navy-900 hover:border-navy-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 space-y-10">
            {data.sections.map((section) => (
              <section key={section.anchor} id={section.anchor} aria-labelledby={`${section.anchor}-title`} className="scroll-mt-4">
                <h2 id={`${section.anchor}-title`} className="text-2xl font-bold text-navy-900">
                  {section.title}
                </h2>
                <Prose html={section.html} className="max-w-3xl" />
              </section>
            ))}
          </div>
        </div>
      )}
      <nav aria-label={t('legal.others')} className="mt-12 border-t border-slate-200 pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LEGAL_KINDS.filter((kind) => kind !== data.kind).map((kind) => (
            <li key={kind}>
              <Link href={`/legal/${kind}`} className={LINK}>
                {t(`titles.${kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageShell>
  );
}
