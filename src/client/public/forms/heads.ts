import type { TFunction } from 'i18next';
import { CONTACT_EMAIL, OPENING_HOURS, WORKS_ADDRESS } from '../../../shared/enquiries/form-options';
import type { Widget } from '../../../shared/content/content.types';
import { toLocaleCode, type Locale } from '../../../shared/locales';
import { textOf, type PageHead } from '../../../shared/seo/head';
import { breadcrumbJsonLd, type Crumb } from '../../../shared/seo/json-ld';
import { BRAND } from '../../../shared/settings/brand';
import { CONTACT_PHONE } from '../../../shared/settings/site';
import { CALIBRATION_BOOK_PATH, CALIBRATION_PATH, isSectorRoute, SECTOR_OF_ROUTE, sectorPath, TRAINING_PATH, type FormRouteId } from './routes';

/**
 * Head tags of the forms' pages, made by the routes' loaders: the server writes them into the first HTML, the browser
 * applies the same after a navigation (client/router/RouteHead.tsx).
 * `origin` only matters for the JSON-LD (absolute URLs).
 */

/** The trail of a page, home first; the same list feeds the visible breadcrumbs and the BreadcrumbList. */
export function formCrumbs(routeId: FormRouteId, t: TFunction): Crumb[] {
  const home = { name: t('forms:home'), path: '/' };
  const self = (path: string) => ({ name: t(`forms:titles.${routeId}`), path });
  if (isSectorRoute(routeId)) return [home, { name: t('forms:titles.training'), path: TRAINING_PATH }, self(sectorPath(SECTOR_OF_ROUTE[routeId]))];
  switch (routeId) {
    case 'contact':
      return [home, self('/contact')];
    case 'distributorApply':
      return [home, { name: t('forms:crumbs.distributors'), path: '/distributors' }, self('/distributors/apply')];
    case 'training':
      return [home, self(TRAINING_PATH)];
    case 'calibration':
      return [home, self(CALIBRATION_PATH)];
    case 'calibrationBook':
      return [home, { name: t('forms:titles.calibration'), path: CALIBRATION_PATH }, self(CALIBRATION_BOOK_PATH)];
  }
}

function descriptionOf(routeId: FormRouteId, t: TFunction): string {
  if (isSectorRoute(routeId)) return textOf(t(`forms:training.${SECTOR_OF_ROUTE[routeId]}`));
  return t(`forms:descriptions.${routeId}`);
}

export function formHead(routeId: FormRouteId, t: TFunction, origin = '', description?: string): PageHead {
  const extra = routeId === 'contact' ? [contactJsonLd(origin, t)] : [];
  return {
    title: t(`forms:titles.${routeId}`),
    description: description || descriptionOf(routeId, t),
    jsonLd: [breadcrumbJsonLd(origin, formCrumbs(routeId, t)), ...extra],
  };
}

/** The calibration page's description from the admin's widget when there is one ('' otherwise: the built-in text). */
export function calibrationDescription(widget: Widget | undefined, locale: Locale): string {
  const html = widget?.languages[toLocaleCode(locale)]?.html || widget?.languages.EN?.html || '';
  return html ? textOf(html) : '';
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The works as a local business: address, telephone, e-mail and opening hours (days not listed are closed), for
 * search engines' contact cards.
 */
function contactJsonLd(origin: string, t: TFunction): object {
  const [, street, townLine, country] = WORKS_ADDRESS;
  const [town = '', ...postcode] = townLine.split(' ');
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: BRAND.company,
    url: `${origin}/`,
    description: t('forms:descriptions.contact'),
    telephone: CONTACT_PHONE.tel,
    email: CONTACT_EMAIL,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: town, postalCode: postcode.join(' '), addressCountry: country === 'United Kingdom' ? 'GB' : country },
    openingHoursSpecification: OPENING_HOURS.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => DAY_NAMES[day - 1]),
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}
