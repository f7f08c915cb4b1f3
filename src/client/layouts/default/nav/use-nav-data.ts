import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../../shared/locales';
import { useTRPC } from '../../../trpc';
import { buildMenus, type NavMenu } from './menus';

/** Content changes rarely; the server caches these answers by content version too. */
const MENU_STALE_MS = 5 * 60_000;

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The menus of the desktop navigation and the mobile panel, from the categories (1, children) and the offers. */
export function useNavMenus(): NavMenu[] {
  const trpc = useTRPC();
  const { t } = useTranslation('nav');
  const locale = useLocale();
  const categories = useQuery({
    ...trpc.public.content.categories.queryOptions({ id: 1, children: true, products: false }),
    staleTime: MENU_STALE_MS,
  });
  const offers = useQuery({ ...trpc.public.content.offers.queryOptions(), staleTime: MENU_STALE_MS });
  return useMemo(
    () => buildMenus({ categories: categories.data, categoriesLoading: categories.isPending, offers: offers.data }, locale, t),
    [categories.data, categories.isPending, offers.data, locale, t],
  );
}

export { MENU_STALE_MS };
