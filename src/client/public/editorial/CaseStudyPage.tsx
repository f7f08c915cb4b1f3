import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CaseStudyPage as CaseStudyData } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { ArticleFrame } from './ArticleFrame';
import { ArticleGate } from './ArticleGate';
import { isArticleKey, slugQueryInput } from './query-inputs';
import { SECONDARY } from './styles';

/** /casestudies/{slug}: the story, its industry (/applications/{slug}) and the instruments used. */
export function CaseStudyPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const valid = isArticleKey(slug);
  const query = useQuery({ ...trpc.public.editorial.caseStudy.queryOptions(slugQueryInput(slug, locale)), enabled: valid });
  return <ArticleGate valid={valid} query={query}>{(data) => <CaseStudyView data={data} />}</ArticleGate>;
}

function CaseStudyView({ data }: { data: CaseStudyData }) {
  const { t } = useTranslation('articles');
  return (
    <ArticleFrame
      kind="caseStudies"
      article={data}
      header={
        <>
          {data.application && (
            <p className="text-sm font-semibold text-navy-700">
              {t('caseStudies.application')}{' '}
              <Link href={data.application.url} className="underline underline-offset-2 hover:text-navy-900">
                {data.application.name}
              </Link>
            </p>
          )}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{data.title}</h1>
          {data.summary && <p className="mt-3 text-lg text-slate-700">{data.summary}</p>}
        </>
      }
      body={data.bodyHtml}
      all={t('caseStudies.all')}
    >
      {data.application && (
        <p className="mt-8">
          <Link href={data.application.url} className={SECONDARY}>
            {t('caseStudies.moreFor', { name: data.application.name })}
          </Link>
        </p>
      )}
    </ArticleFrame>
  );
}
