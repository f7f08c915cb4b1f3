import type { TFunction } from 'i18next';
import type { AboutPage, CertificationPage, ExpertisePage, FaqsPage, LegalPage, TroubleshootingPage, VacanciesPage } from '../../../shared/content/information-pages.types';
import { textOf, type PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd, faqJsonLd, type Crumb } from '../../../shared/seo/json-ld';
import { expertiseRouteOf } from './query-inputs';
import type { InfoRouteId } from './routes';

/**
 * Head tags of the information pages from their data, made by the routes' loaders: the server writes them into the
 * first HTML, the browser applies the same after a navigation (client/router/RouteHead.tsx); descriptions come from the page's content. `origin` only matters for the JSON-LD (absolute URLs).
 */

const ABOUT = '/about';

/** The trail of a page, home first; the same list feeds the visible breadcrumbs and the BreadcrumbList. */
export function pageCrumbs(routeId: InfoRouteId, t: TFunction): Crumb[] {
  const home = { name: t('pages:home'), path: '/' };
  const self = (path: string) => ({ name: t(`pages:titles.${routeId}`), path });
  switch (routeId) {
    case 'about':
      return [home, self(ABOUT)];
    case 'vacancies':
      return [home, { name: t('pages:titles.about'), path: ABOUT }, self('/about/vacancies')];
    case 'certification':
      return [home, { name: t('pages:titles.about'), path: ABOUT }, self('/about/certification')];
    case 'expertiseLeakDetection':
      return [home, self('/expertise/leak-detection')];
    case 'expertisePipeline':
      return [home, self('/expertise/pipeline')];
    case 'expertiseSubsea':
      return [home, self('/expertise/subsea')];
    case 'terms':
    case 'privacy':
    case 'policies':
      return [home, self(`/legal/${routeId}`)];
    case 'faqs':
      return [home, self('/faqs')];
    case 'troubleshooting':
      return [home, self('/troubleshooting')];
  }
}

function head(routeId: InfoRouteId, description: string, t: TFunction, origin: string, extra: object[] = []): PageHead {
  return {
    title: t(`pages:titles.${routeId}`),
    description: description || t('common:meta.description'),
    jsonLd: [breadcrumbJsonLd(origin, pageCrumbs(routeId, t)), ...extra],
  };
}

export function aboutHead(data: AboutPage, t: TFunction, origin = ''): PageHead {
  return head('about', data.summary || t('pages:about.description'), t, origin);
}

export function vacanciesHead(data: VacanciesPage, t: TFunction, origin = ''): PageHead {
  const titles = data.positions.map((position) => position.title).join(', ');
  const description = titles ? t('pages:vacancies.descriptionOpen', { titles }) : data.summary || t('pages:vacancies.none');
  return head('vacancies', textOf(description), t, origin);
}

export function certificationHead(data: CertificationPage, t: TFunction, origin = ''): PageHead {
  const names = data.certificates.filter((certificate) => !certificate.expired).map((certificate) => certificate.name);
  const description = names.length > 0 ? t('pages:certification.description', { names: names.join(', ') }) : t('pages:certification.lead');
  return head('certification', textOf(description), t, origin);
}

export function expertiseHead(data: ExpertisePage, t: TFunction, origin = ''): PageHead {
  return head(expertiseRouteOf(data.slug), data.summary, t, origin);
}

export function legalHead(data: LegalPage, t: TFunction, origin = ''): PageHead {
  const first = data.sections[0];
  return head(data.kind, first ? textOf(first.html) : t('pages:legal.empty'), t, origin);
}

export function faqsHead(data: FaqsPage, t: TFunction, origin = ''): PageHead {
  const description = data.q
    ? t('pages:faqs.descriptionSearch', { q: data.q, n: data.matches })
    : t('pages:faqs.description', { n: data.total });
  const faqs = data.groups.flatMap((group) => group.items).map((faq) => ({ question: faq.question, answer: textOf(faq.answerHtml, 2000) }));
  return head('faqs', textOf(description), t, origin, faqs.length > 0 ? [faqJsonLd(faqs)] : []);
}

export function troubleshootingHead(data: TroubleshootingPage, t: TFunction, origin = ''): PageHead {
  const product = data.products.find((item) => item.slug === data.product);
  const description = product
    ? t('pages:troubleshooting.descriptionProduct', { product: product.name, n: data.entries.length })
    : t('pages:troubleshooting.description', { n: data.total, products: data.products.map((item) => item.modelCode || item.name).join(', ') });
  return head('troubleshooting', textOf(description), t, origin);
}
