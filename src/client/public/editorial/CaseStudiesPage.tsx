import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { CaseStudyCard, OffsetPage } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { ArticleGate } from './ArticleGate';
import { CardList } from './CardList';
import { listQueryInput } from './query-inputs';

/** /casestudies: how customers use the instruments, each under its industry. */
export function CaseStudiesPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const input = listQueryInput(new URLSearchParams(useSearch()), locale);
  const query = useQuery({ ...trpc.public.editorial.caseStudies.queryOptions(input), placeholderData: keepPreviousData });
  return <ArticleGate valid query={query}>{(data) => <CaseStudiesView data={data} />}</ArticleGate>;
}

function CaseStudiesView({ data }: { data: OffsetPage<CaseStudyCard> }) {
  const items = data.rows.map((study) => (study.application ? { ...study, eyebrow: study.application.name } : study));
  return <CardList kind="caseStudies" items={items} list={data} />;
}
