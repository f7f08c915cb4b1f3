import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import { localizedField } from '../../../../shared/locales';
import { useTRPC } from '../../../trpc';
import { ChevronDownIcon } from './icons';
import { CONTACT_HREF, type NavMenu } from './menus';
import { MENU_STALE_MS, useLocale } from './use-nav-data';

// The same classes as DesktopNav's and TagMegaMenu's rows, so swapping them in changes nothing on screen.
const trigger = 'group inline-flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-white hover:bg-white/10';
const tagTrigger =
  'group inline-flex items-center gap-1 rounded px-3 py-1.5 text-[0.8125rem] font-medium text-white/90 hover:bg-white/10 hover:text-white';

/**
 * The desktop rows as the server sends them (menus and tags, CSS-hidden below lg and xl): the page paints with its
 * navigation, and on a desktop the interactive menus' chunk replaces these rows once it has loaded. Phones keep this
 * hidden markup and never download the menus' chunk.
 */
export function StaticDesktopMenus({ menus }: { menus: NavMenu[] }) {
  const { t } = useTranslation('nav');
  const trpc = useTRPC();
  const locale = useLocale();
  const tags = useQuery({ ...trpc.public.content.tags.queryOptions({ products: false }), staleTime: MENU_STALE_MS });
  return (
    <>
      <nav aria-label={t('main')} className="hidden border-t border-white/10 lg:block">
        <ul className="mx-auto flex max-w-7xl items-center gap-0.5 px-4 py-1.5">
          {menus.map((menu) => (
            <li key={menu.id} className="relative">
              {/* Disabled until the interactive menu replaces it: a click before then cannot open anything. */}
              <button type="button" className={trigger} disabled>
                {menu.label}
                <ChevronDownIcon />
              </button>
            </li>
          ))}
          <li className="ml-auto">
            <Link href={CONTACT_HREF} className="inline-flex items-center rounded bg-volt-500 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-volt-400">
              {t('menu.contact')}
            </Link>
          </li>
        </ul>
      </nav>
      {tags.data && tags.data.length > 0 && (
        <nav aria-label={t('mega.label')} className="hidden border-t border-white/10 bg-navy-800 xl:block">
          <ul className="mx-auto flex min-h-8 max-w-7xl flex-wrap items-center gap-0.5 px-4">
            {tags.data.map((tag) => (
              <li key={tag.id}>
                <a href={tag.url} className={tagTrigger}>
                  {localizedField(tag, 'name', locale)}
                  <ChevronDownIcon />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
