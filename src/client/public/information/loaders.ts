import type { InfoRouteId } from './routes';
import type { LoadContext, PageLoader } from '../../ssr/load-context';
import { aboutHead, certificationHead, expertiseHead, faqsHead, legalHead, troubleshootingHead, vacanciesHead } from './heads';
import { EXPERTISE_ROUTES, faqsQueryInput, LEGAL_ROUTES, troubleshootingQueryInput, type ExpertiseRouteId, type LegalRouteId } from './query-inputs';
import { ABOUT_WIDGETS, VACANCIES_WIDGETS } from '../../../shared/content/page-sources';

/**
 * What the information pages' server-rendered routes load: the same query inputs the pages use, plus the widgets they
 * show (prefetched: a widget an admin deleted is simply not there, as on the home page). Every route exists whatever
 * the content, so each answers 200.
 */

const NAMESPACES = ['pages'];

/** The widgets a page shows, fetched beside its data (a missing one is left out, not an error). */
function prefetchWidgets({ trpc, queryClient }: LoadContext, names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => queryClient.prefetchQuery(trpc.public.content.widget.queryOptions({ name }))));
}

const about: PageLoader = async (context) => {
  const { trpc, queryClient, locale, t, origin } = context;
  const [data] = await Promise.all([queryClient.fetchQuery(trpc.public.content.about.queryOptions({ locale })), prefetchWidgets(context, ABOUT_WIDGETS)]);
  return { found: true, head: aboutHead(data, t, origin), namespaces: NAMESPACES };
};

const vacancies: PageLoader = async (context) => {
  const { trpc, queryClient, locale, t, origin } = context;
  const [data] = await Promise.all([queryClient.fetchQuery(trpc.public.content.vacancies.queryOptions({ locale })), prefetchWidgets(context, VACANCIES_WIDGETS)]);
  return { found: true, head: vacanciesHead(data, t, origin), namespaces: NAMESPACES };
};

const certification: PageLoader = async ({ trpc, queryClient, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.content.certification.queryOptions({ locale }));
  return { found: true, head: certificationHead(data, t, origin), namespaces: NAMESPACES };
};

function expertise(routeId: ExpertiseRouteId): PageLoader {
  return async (context) => {
    const { trpc, queryClient, locale, t, origin } = context;
    const data = await queryClient.fetchQuery(trpc.public.content.expertise.queryOptions({ slug: EXPERTISE_ROUTES[routeId], locale }));
    await prefetchWidgets(context, [data.widget]);
    return { found: true, head: expertiseHead(data, t, origin), namespaces: NAMESPACES };
  };
}

function legal(routeId: LegalRouteId): PageLoader {
  return async ({ trpc, queryClient, locale, t, origin }) => {
    const data = await queryClient.fetchQuery(trpc.public.content.legal.queryOptions({ kind: LEGAL_ROUTES[routeId], locale }));
    return { found: true, head: legalHead(data, t, origin), namespaces: NAMESPACES };
  };
}

const faqs: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.content.faqs.queryOptions(faqsQueryInput(search, locale)));
  return { found: true, head: faqsHead(data, t, origin), namespaces: NAMESPACES };
};

const troubleshooting: PageLoader = async ({ trpc, queryClient, search, locale, t, origin }) => {
  const data = await queryClient.fetchQuery(trpc.public.content.troubleshooting.queryOptions(troubleshootingQueryInput(search, locale)));
  return { found: true, head: troubleshootingHead(data, t, origin), namespaces: NAMESPACES };
};

export const INFO_LOADERS = {
  about,
  vacancies,
  certification,
  expertiseLeakDetection: expertise('expertiseLeakDetection'),
  expertisePipeline: expertise('expertisePipeline'),
  expertiseSubsea: expertise('expertiseSubsea'),
  terms: legal('terms'),
  privacy: legal('privacy'),
  policies: legal('policies'),
  faqs,
  troubleshooting,
} satisfies Partial<Record<InfoRouteId, PageLoader>>;
