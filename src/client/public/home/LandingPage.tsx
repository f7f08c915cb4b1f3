import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { localizedField, localeOf } from '../../../shared/locales';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { NotFoundPage } from '../NotFoundPage';

/** /{slug}: a landing page when one with that slug is published, otherwise the not-found page. */
export function LandingPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const { i18n } = useTranslation();
  const page = useQuery(trpc.public.landingPage.queryOptions({ slug }));
  const locale = localeOf(i18n.language);
  const title = page.data ? localizedField(page.data, 'title', locale) : null;
  if (page.isPending) return <Spinner />;
  if (!page.data) return <NotFoundPage />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-6 whitespace-pre-line text-slate-700">{localizedField(page.data, 'summary', locale)}</p>
    </article>
  );
}
