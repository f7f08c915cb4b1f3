import type { LoadContext, PageLoader } from '../../ssr/load-context';
import { calibrationDescription, formHead } from './heads';
import { PAGE_WIDGETS } from '../../../shared/content/page-sources';
import type { FormRouteId } from './routes';

/**
 * What the forms' server-rendered routes load: the lists their selects and panels show, through the same query
 * options the pages use (the categories of the dealer application come with every page's menus). Each route exists
 * whatever the content, so each answers 200; the forms themselves work once the app has taken the page over.
 */

const NAMESPACES = ['forms'];

const countries = ({ trpc, queryClient }: LoadContext) => queryClient.prefetchQuery(trpc.public.countries.queryOptions());
const products = ({ trpc, queryClient, locale }: LoadContext) => queryClient.prefetchQuery(trpc.public.enquiries.products.queryOptions({ locale }));

function page(routeId: FormRouteId, load: (context: LoadContext) => Promise<unknown>): PageLoader {
  return async (context) => {
    await load(context);
    return { found: true, head: formHead(routeId, context.t, context.origin), namespaces: NAMESPACES };
  };
}

const contact = page('contact', (context) =>
  Promise.all([countries(context), context.queryClient.prefetchQuery(context.trpc.public.enquiries.experts.queryOptions({ locale: context.locale }))]),
);

const distributorApply = page('distributorApply', (context) =>
  Promise.all([countries(context), context.queryClient.prefetchQuery(context.trpc.public.enquiries.industrySectors.queryOptions({ locale: context.locale }))]),
);

const trainingPage = (routeId: FormRouteId) => page(routeId, (context) => Promise.all([countries(context), products(context)]));

/** The calibration page shows the admin's widget when there is one (a missing widget is no error: built-in text). */
const calibration: PageLoader = async ({ trpc, queryClient, t, origin, locale }) => {
  await queryClient.prefetchQuery(trpc.public.content.widget.queryOptions({ name: PAGE_WIDGETS.servicesCalibration }));
  const widget = queryClient.getQueryData(trpc.public.content.widget.queryKey({ name: PAGE_WIDGETS.servicesCalibration }));
  return { found: true, head: formHead('calibration', t, origin, calibrationDescription(widget, locale)), namespaces: [...NAMESPACES, 'widgets'] };
};

export const FORM_LOADERS = {
  contact,
  distributorApply,
  training: trainingPage('training'),
  trainingCoatings: trainingPage('trainingCoatings'),
  trainingPlastics: trainingPage('trainingPlastics'),
  trainingSubsea: trainingPage('trainingSubsea'),
  trainingMedical: trainingPage('trainingMedical'),
  trainingLeakDetection: trainingPage('trainingLeakDetection'),
  calibration,
  calibrationBook: page('calibrationBook', (context) => Promise.all([countries(context), products(context)])),
} satisfies Partial<Record<FormRouteId, PageLoader>>;
