import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { useSearch } from 'wouter';
import type { CaseStudyCard, OffsetPage } from '../../../shared/editorial/articles.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { NotFoundPage } from '../NotFoundPage';
import { ArticleCards, EmptyList } from './ArticleCards';
import { ListHeader } from './ListHeader';
import { ListPagination } from './ListPagination';
import { listQueryInput } from './query-inputs';

/** /casestudies: how customers use the instruments, each under its industry. */
export function CaseStudiesPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.caseStudies.queryOptions(input), placeholderData: keepPreviousData });
  useTranslation('articles'); // its texts load beside the data, not after it
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <CaseStudiesView data={query.data} />;
}

function CaseStudiesView({ data }: { data: OffsetPage<CaseStudyCard> }) {
  const { t } = useTranslation('articles');
  const items = data.rows.map((study) => (study.application ? { ...study, eyebrow: study.application.name } : study));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ListHeader kind="caseStudies" />
      <section aria-label={t('caseStudies.title')} className="mt-8">
        {items.length > 0 ? <ArticleCards items={items} /> : <EmptyList>{t('caseStudies.none')}</EmptyList>}
      </section>
      <ListPagination path="/casestudies" page={data.page} total={data.total} perPage={data.perPage} label={t('caseStudies.pagesLabel')} />
    </div>
  );
}
