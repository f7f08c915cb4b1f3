import type { TFunction } from 'i18next';
import { FINDER_PATH } from '../../../shared/dealers/dealer-kinds';
import type { DealerAreaPage, DealerCard, DealerFinderPage } from '../../../shared/dealers/dealers.types';
import { absoluteUrl, textOf, type PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd, type Crumb } from '../../../shared/seo/json-ld';

/**
 * Head tags of the dealer pages from their data, made by the routes' loaders: the server writes them into the first
 * HTML, the browser applies the same after a navigation (client/router/RouteHead.tsx). A country's page lists its dealers as schema.org LocalBusiness
 * entries (name, address, telephone, e-mail, website, the countries they serve).
 */

/** The trail of a dealer page, home first; the same list feeds the visible breadcrumbs and the BreadcrumbList. */
export function dealerCrumbs(t: TFunction, area?: DealerAreaPage['country']): Crumb[] {
  const trail = [
    { name: t('dealers:home'), path: '/' },
    { name: t('dealers:finder.title'), path: FINDER_PATH },
  ];
  return area ? [...trail, { name: area.name, path: area.url }] : trail;
}

function dealerJsonLd(card: DealerCard, origin: string): object {
  const { street, town, postcode, region } = card.postal;
  return {
    '@type': 'LocalBusiness',
    name: card.name,
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(town ? { addressLocality: town } : {}),
      ...(postcode ? { postalCode: postcode } : {}),
      ...(region ? { addressRegion: region } : {}),
      addressCountry: card.countryCode ?? card.country,
    },
    ...(card.telephone ? { telephone: card.telephone } : {}),
    ...(card.email ? { email: card.email } : {}),
    ...(card.website ? { url: absoluteUrl(origin, card.website) } : {}),
    areaServed: [card.country, ...card.serves],
  };
}

export function finderHead(data: DealerFinderPage, picked: DealerAreaPage | null, t: TFunction, origin = ''): PageHead {
  const description = t('dealers:finder.description', { dealers: data.dealers, countries: data.countries.length });
  const head: PageHead = { title: t('dealers:finder.title'), description: textOf(description, 200), jsonLd: [breadcrumbJsonLd(origin, dealerCrumbs(t))] };
  // The picker's own result (?area=, sent without JavaScript): the country's page is the one to index.
  return picked ? { ...head, title: t('dealers:area.title', { country: picked.country.name }), noindex: true } : head;
}

export function areaHead(data: DealerAreaPage, t: TFunction, origin = ''): PageHead {
  const country = data.country.name;
  const cards = [...data.based, ...data.serving];
  if (cards.length === 0) {
    // A country without a dealer: its page says how to buy directly (not a listing to index).
    return {
      title: t('dealers:area.directTitle', { country }),
      description: textOf(t('dealers:area.directDescription', { country }), 200),
      noindex: true,
      jsonLd: [breadcrumbJsonLd(origin, dealerCrumbs(t, data.country))],
    };
  }
  const description = t('dealers:area.description', { country, names: cards.map((card) => card.name).join(', ') });
  return {
    title: t('dealers:area.title', { country }),
    description: textOf(description, 200),
    jsonLd: [
      breadcrumbJsonLd(origin, dealerCrumbs(t, data.country)),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: t('dealers:area.title', { country }),
        itemListElement: cards.map((card, index) => ({ '@type': 'ListItem', position: index + 1, item: dealerJsonLd(card, origin) })),
      },
    ],
  };
}

