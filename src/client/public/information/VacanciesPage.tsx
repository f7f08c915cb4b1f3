import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { PAGE_WIDGETS } from '../../../shared/content/page-sources';
import type { VacanciesPage as VacanciesData } from '../../../shared/content/information-pages.types';
import { useTRPC } from '../../trpc';
import { Prose } from '../catalog/Prose';
import { usePageLocale } from '../catalog/use-locale-param';
import { Widget } from '../widgets/Widget';
import { PageShell, PageState } from './PageShell';
import { Part } from '../../components/ui/Part';
import { EmptyState } from '../../components/ui/EmptyState';

/**
 * /about/vacancies: working at Voltara (an HTML widget) and the open positions, one page each of the "vacancies"
 * document, so an admin adds or closes a position as a page of that document.
 */
export function VacanciesPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.content.vacancies.queryOptions({ locale }));
  useTranslation('pages'); // its texts load beside the data, not after it
  if (!query.data) return <PageState routeId="vacancies" query={query} />;
  return <VacanciesView data={query.data} />;
}

function VacanciesView({ data }: { data: VacanciesData }) {
  const { t } = useTranslation('pages');
  return (
    <PageShell routeId="vacancies" backToAbout>
      {/* The widget pads its HTML itself: pulled back into the column. */}
      <Widget name={PAGE_WIDGETS.vacanciesIntro} className="-mx-4 mt-6" />
      <Part id="open-positions" title={t('vacancies.open')}>
        {data.positions.length === 0 ? (
          <EmptyState className="mt-4">{t('vacancies.none')}</EmptyState>
        ) : (
          <ul className="mt-4 space-y-6">
            {data.positions.map((position) => (
              <li key={position.anchor}>
                <article id={position.anchor} aria-labelledby={`${position.anchor}-title`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-6">
                  <h3 id={`${position.anchor}-title`} className="text-xl font-semibold text-navy-900">
                    {position.title}
                  </h3>
                  <Prose html={position.html} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </Part>
    </PageShell>
  );
}
