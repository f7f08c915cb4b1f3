import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { OfferPage as OfferData } from '../../../shared/editorial/articles.types';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { ArticleFrame } from './ArticleFrame';
import { ArticleGate } from './ArticleGate';
import { isArticleKey, slugQueryInput } from './query-inputs';
import { PRIMARY, SECONDARY } from './styles';

/**
 * /offers/{slug}: a running offer with its dates and the way to take it up; an ended one still answers (links to it
 * live on in e-mails and search results) but says first, plainly, that it has ended.
 */
export function OfferPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const valid = isArticleKey(slug);
  const query = useQuery({ ...trpc.public.editorial.offer.queryOptions(slugQueryInput(slug, locale)), enabled: valid });
  return <ArticleGate valid={valid} query={query}>{(data) => <OfferView data={data} />}</ArticleGate>;
}

function OfferView({ data }: { data: OfferData }) {
  const { t } = useTranslation('articles');
  const ended = data.status === 'ended';
  return (
    <ArticleFrame
      kind="offers"
      article={data}
      header={
        <>
          {ended && (
            <div role="note" className="mb-4 rounded border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
              <p className="font-semibold">{t('offers.endedOn', { date: data.endDateText })}</p>
              <p className="mt-1">
                <Link href="/offers" className="underline underline-offset-2">
                  {t('offers.seeCurrent')}
                </Link>
              </p>
            </div>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{data.title}</h1>
          <p className="mt-2 font-semibold text-navy-700 tabular">
            {t('offers.valid')} <time dateTime={data.startsAt.slice(0, 10)}>{data.dateText}</time>
          </p>
          {data.summary && <p className="mt-4 text-lg text-slate-700">{data.summary}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            {!ended && (
              <Link href="/contact" className={PRIMARY}>
                {t('offers.enquire')}
              </Link>
            )}
            <Link href="/offers" className={ended ? PRIMARY : SECONDARY}>
              {t('offers.all')}
            </Link>
          </div>
        </>
      }
    />
  );
}
