import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useSearch } from 'wouter';
import type { FaqsPage as FaqsData } from '../../../shared/content/information-pages.types';
import { useTRPC } from '../../trpc';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { PageShell, PageState } from './PageShell';
import { faqsQueryInput } from './query-inputs';
import { SearchForm } from './SearchForm';
import { LINK } from '../../components/ui/format';

const faqsHref = (q: string) => (q ? `/faqs?q=${encodeURIComponent(q)}` : '/faqs');

/** /faqs?q=: the FAQs by category, filtered by the words of q (server-side too, so ?q= works without JavaScript). */
export function FaqsPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = faqsQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.content.faqs.queryOptions(input), placeholderData: keepPreviousData });
  const { t } = useTranslation('pages');
  const hrefFor = useCallback((q: string) => faqsHref(q), []);
  if (!query.data) return <PageState routeId="faqs" query={query} />;
  return (
    <PageShell routeId="faqs" lead={t('faqs.lead')}>
      <SearchForm action="/faqs" q={input.q ?? ''} label={t('faqs.searchLabel')} hrefFor={hrefFor} />
      <FaqList data={query.data} />
    </PageShell>
  );
}

function FaqList({ data }: { data: FaqsData }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <p role="status" className="mt-4 text-sm text-slate-600">
        {data.q ? t('faqs.matches', { n: data.matches, total: data.total, q: data.q }) : t('faqs.count', { n: data.total })}
        {data.q && (
          <>
            {' '}
            <Link href="/faqs" className={LINK}>
              {t('showAll')}
            </Link>
          </>
        )}
      </p>
      {data.matches === 0 ? (
        <p className="mt-6 rounded border border-slate-200 bg-white p-5 text-slate-700">
          {t('noResults')}{' '}
          <Link href="/contact" className={LINK}>
            {t('askUs')}
          </Link>
        </p>
      ) : (
        data.groups.map((group) => (
          <section key={group.category} aria-labelledby={`faq-${group.category}`} className="mt-8">
            <h2 id={`faq-${group.category}`} className="text-2xl font-bold text-navy-900">
              {t(`faqs.categories.${group.category}`)}
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
              {group.items.map((faq) => (
                // A search opens its answers: the visitor looks for the text, not for the question.
                <details key={faq.id} open={data.q !== '' || undefined} className="group px-4 py-3">
                  <summary className="cursor-pointer font-semibold text-navy-900">{faq.question}</summary>
                  <Prose html={faq.answerHtml} className="pb-1" />
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </>
  );
}
