import type { CategoryNode, Offer } from '../../../../shared/content/content.types';
import { localizedField, type Locale } from '../../../../shared/locales';
import { publicPath, type PublicRouteId } from '../../../../shared/route-tables/public';

/**
 * The menus of SPEC.md section 2 "Layouts and navigation", built once for the desktop navigation and the mobile
 * panel. Labels of fixed entries are keys of the `nav` namespace; data entries (categories, offers) carry their
 * localized name with the EN fallback.
 */
export type MenuId = 'products' | 'offers' | 'services' | 'about' | 'distributors' | 'resources';

export interface NavEntry {
  href: string;
  label: string;
  /** Set on the "all ..." entry that closes a data-driven list. */
  overview?: boolean;
}

export interface NavMenu {
  id: MenuId;
  label: string;
  entries: NavEntry[];
  /** The data behind the menu is still loading. */
  loading?: boolean;
}

export type Translate = (key: string) => string;

/** Fixed menus: [key under `links.`, the page's route id]; the address is the route's (shared/route-tables/public.ts). */
const FIXED_MENUS: Record<'services' | 'about' | 'distributors' | 'resources', ReadonlyArray<readonly [string, PublicRouteId]>> = {
  services: [
    ['calibration', 'calibration'],
    ['training', 'training'],
    ['registration', 'registration'],
  ],
  about: [
    ['company', 'about'],
    ['events', 'events'],
    ['news', 'blog'],
    ['quality', 'certification'],
    ['caseStudies', 'caseStudies'],
    ['vacancies', 'vacancies'],
  ],
  distributors: [
    ['dealers', 'distributors'],
    ['becomeDealer', 'distributorApply'],
  ],
  resources: [
    ['downloads', 'downloads'],
    ['troubleshooting', 'troubleshooting'],
    ['dielectricStrength', 'dielectricStrength'],
    ['standards', 'testVoltage'],
    ['faqs', 'faqs'],
  ],
};

export const CONTACT_HREF = publicPath('contact');

/** SPEC.md: the Offers menu exists only when offers exist, i.e. when the first offer has an id. */
export function hasOffers(offers: readonly Offer[] | undefined): offers is readonly Offer[] {
  return Boolean(offers?.[0]?.id);
}

export interface MenuData {
  /** Category 1 with its children (products=false). */
  categories: CategoryNode | undefined;
  categoriesLoading: boolean;
  offers: readonly Offer[] | undefined;
}

export function buildMenus(data: MenuData, locale: Locale, t: Translate): NavMenu[] {
  const fixed = (id: keyof typeof FIXED_MENUS): NavMenu => ({
    id,
    label: t(`menu.${id}`),
    entries: FIXED_MENUS[id].map(([key, routeId]) => ({ href: publicPath(routeId), label: t(`links.${key}`) })),
  });

  const products: NavMenu = {
    id: 'products',
    label: t('menu.products'),
    loading: data.categoriesLoading && !data.categories,
    entries: [
      ...(data.categories?.children ?? []).map((category) => ({
        href: category.url,
        label: localizedField(category, 'name', locale),
      })),
      { href: publicPath('products'), label: t('links.allProducts'), overview: true },
    ],
  };

  const menus: NavMenu[] = [products];
  if (hasOffers(data.offers)) {
    menus.push({
      id: 'offers',
      label: t('menu.offers'),
      entries: [
        ...data.offers.map((offer) => ({ href: offer.url, label: localizedField(offer, 'title', locale) })),
        { href: publicPath('offers'), label: t('links.allOffers'), overview: true },
      ],
    });
  }
  menus.push(fixed('services'), fixed('about'), fixed('distributors'), fixed('resources'));
  return menus;
}
