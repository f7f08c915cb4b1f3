import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { AboutPage as AboutData } from '../../../shared/content/information-pages.types';
import { PAGE_WIDGETS } from '../../../shared/content/page-sources';
import { useTRPC } from '../../trpc';
import { usePageLocale } from '../catalog/use-locale-param';
import { Widget } from '../widgets/Widget';
import { PageShell, PageState } from './PageShell';
import { Part } from '../../components/ui/Part';
import { EXPERTISE_ROUTES } from './query-inputs';
import { formatLongDate } from '../../../shared/format';
import { localeOf } from '../../../shared/locales';

/**
 * Widget HTML is padded on its own (px-4); inside the page's padded column the negative margin lines it up with the
 * heading. The widgets keep their admin Edit link.
 */
const WIDGET_ALIGN = '-mx-4 mt-6';

/** /about: the company (admin-edited widgets), its expertise, what customers say and the ways to know it better. */
export function AboutPage() {
  const trpc = useTRPC();
  const locale = usePageLocale();
  const query = useQuery(trpc.public.content.about.queryOptions({ locale }));
  useTranslation('pages'); // its texts load beside the data, not after it
  if (!query.data) return <PageState routeId="about" query={query} />;
  return <AboutView data={query.data} />;
}

function AboutView({ data }: { data: AboutData }) {
  const { t } = useTranslation('pages');
  return (
    <PageShell routeId="about">
      <Widget name={PAGE_WIDGETS.aboutIntro} className={WIDGET_ALIGN} />
      <Part id="about-expertise" title={t('about.expertise')}>
        <p className="mt-2 max-w-3xl text-slate-700">{t('about.expertiseText')}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {Object.entries(EXPERTISE_ROUTES).map(([routeId, slug]) => (
            <li key={slug}>
              <Link
                href={`/expertise/${slug}`}
                className="flex h-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4 font-semibold text-navy-900 shadow-sm hover:border-navy-700 hover:underline"
              >
                {t(`titles.${routeId}`)}
                <span aria-hidden="true" className="text-navy-700">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Part>
      <Widget name={PAGE_WIDGETS.aboutHistory} className={WIDGET_ALIGN} />
      {data.testimonials.length > 0 && (
        <Part id="about-testimonials" title={t('about.testimonials')}>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {data.testimonials.map((item) => (
              <li key={item.id}>
                <figure className="h-full rounded-lg border-l-4 border-volt-500 bg-white p-5 shadow-sm">
                  <blockquote className="text-slate-800">“{item.quote}”</blockquote>
                  <figcaption className="mt-3 text-sm text-slate-600">
                    <span className="font-semibold text-navy-900">{item.author}</span>
                    {item.company && <>, {item.company}</>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Part>
      )}
      <MoreAbout data={data} />
    </PageShell>
  );
}

const CARD = 'flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm';
const CARD_LINK = 'text-lg font-semibold text-navy-900 underline-offset-2 hover:underline';

/** The four ways further: certification, vacancies, events and case studies, each with a taste of its content. */
function MoreAbout({ data }: { data: AboutData }) {
  const { t, i18n } = useTranslation('pages');
  return (
    <Part id="about-more" title={t('about.more')}>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        <li className={CARD}>
          <h3>
            <Link href="/about/certification" className={CARD_LINK}>
              {t('titles.certification')}
            </Link>
          </h3>
          <p className="mt-2 text-slate-700">{data.certificates.length > 0 ? data.certificates.join(' · ') : t('certification.lead')}</p>
        </li>
        <li className={CARD}>
          <h3>
            <Link href="/about/vacancies" className={CARD_LINK}>
              {t('titles.vacancies')}
            </Link>
          </h3>
          <p className="mt-2 text-slate-700">{data.openPositions > 0 ? t('about.openPositions', { n: data.openPositions }) : t('vacancies.none')}</p>
        </li>
        <li className={CARD}>
          <h3>
            <Link href="/events" className={CARD_LINK}>
              {t('about.events')}
            </Link>
          </h3>
          {data.events.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('about.eventsNone')}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {data.events.map((event) => (
                <li key={event.id}>
                  <Link href={`/events/${event.id}`} className="font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900">
                    {event.title}
                  </Link>
                  <span className="block text-sm text-slate-600">
                    <time dateTime={event.startsOn}>{formatLongDate(event.startsOn, localeOf(i18n.language))}</time>
                    {event.location && <>, {event.location}</>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li className={CARD}>
          <h3>
            <Link href="/casestudies" className={CARD_LINK}>
              {t('about.caseStudies')}
            </Link>
          </h3>
          <ul className="mt-2 space-y-2">
            {data.caseStudies.map((study) => (
              <li key={study.url}>
                <Link href={study.url} className="font-medium text-navy-800 underline underline-offset-2 hover:text-navy-900">
                  {study.name}
                </Link>
                {study.summary && <span className="block text-sm text-slate-600">{study.summary}</span>}
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </Part>
  );
}
