import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { CaseStudyPage as CaseStudyData } from '../../../shared/editorial/articles.types';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { NotFoundPage } from '../NotFoundPage';
import { Breadcrumbs } from '../catalog/Breadcrumbs';
import { HeroImage } from './HeroImage';
import { isArticleKey, slugQueryInput } from './query-inputs';
import { Related } from './Related';
import { SECONDARY } from './styles';

/** /casestudies/{slug}: the story, its industry (/applications/{slug}) and the instruments used. */
export function CaseStudyPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const valid = isArticleKey(slug);
  const query = useQuery({ ...trpc.public.editorial.caseStudy.queryOptions(slugQueryInput(slug, locale)), enabled: valid });
  useTranslation('articles'); // its texts load beside the data, not after it
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <Spinner />;
  if (!query.data) return <NotFoundPage />;
  return <CaseStudyView data={query.data} />;
}

function CaseStudyView({ data }: { data: CaseStudyData }) {
  const { t } = useTranslation('articles');
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs namespace="articles" crumbs={[{ name: t('caseStudies.title'), url: '/casestudies' }, { name: data.title, url: data.url }]} />
      <header className="mt-4">
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
      </header>
      <HeroImage src={data.imageUrl} />
      {data.bodyHtml && <Prose html={data.bodyHtml} className="mt-8 max-w-3xl text-lg" />}
      {data.application && (
        <p className="mt-8">
          <Link href={data.application.url} className={SECONDARY}>
            {t('caseStudies.moreFor', { name: data.application.name })}
          </Link>
        </p>
      )}
      <Related related={data.related} />
      <p className="mt-10">
        <Link href="/casestudies" className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-900">
          {t('caseStudies.all')}
        </Link>
      </p>
    </article>
  );
}
