import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'wouter';
import type { Tag, TagMenu } from '../../../../shared/content/content.types';
import { localizedField, type Locale } from '../../../../shared/locales';
import { useTRPC } from '../../../trpc';
import { ChevronDownIcon } from './icons';
import { useUntabbableFocusProxy } from './focus-proxy';
import { useMenuValue } from './use-menu-value';
import { useMediaQuery, WIDE_QUERY } from './use-media-query';
import { MENU_STALE_MS, useLocale } from './use-nav-data';

/** SPEC.md sections 4 and 9: a tag's panel opens 300 ms after the pointer rests on it, and closes when it leaves. */
export const MEGA_MENU_DELAY_MS = 300;
/** SPEC.md section 9: the panel is an 8-column grid. */
export const MEGA_MENU_COLUMNS = 8;

// Whole class names, so Tailwind sees them: a menu spans as many of the 8 grid columns as it has item columns.
const SPAN = ['col-span-1', 'col-span-2', 'col-span-3', 'col-span-4', 'col-span-5', 'col-span-6', 'col-span-7', 'col-span-8'];
const COLS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5', 'grid-cols-6', 'grid-cols-7', 'grid-cols-8'];
const clampColumns = (count: number) => Math.min(Math.max(count, 1), MEGA_MENU_COLUMNS);

const link = 'rounded-sm text-slate-800 hover:text-navy-700 hover:underline focus-visible:outline-navy-700';

/**
 * The tag mega-menu, on wide screens only (from 1280 px, Tailwind xl: below it the row of tags would not fit beside
 * the menus, and touch screens have the mobile menu). The tags are only fetched when the row is shown.
 */
export function TagMegaMenu() {
  const wide = useMediaQuery(WIDE_QUERY);
  const trpc = useTRPC();
  const { t } = useTranslation('nav');
  const locale = useLocale();
  const tags = useQuery({ ...trpc.public.content.tags.queryOptions({ products: false }), enabled: wide, staleTime: MENU_STALE_MS });
  const { value, onValueChange, triggerProps } = useMenuValue();
  const focusProxyFix = useUntabbableFocusProxy();
  if (!wide || !tags.data?.length) return null;

  return (
    <NavigationMenu.Root
      ref={focusProxyFix}
      aria-label={t('mega.label')}
      delayDuration={MEGA_MENU_DELAY_MS}
      value={value}
      onValueChange={onValueChange}
      className="hidden border-t border-white/10 bg-navy-800 xl:block"
    >
      <NavigationMenu.List className="mx-auto flex min-h-8 max-w-7xl flex-wrap items-center gap-0.5 px-4">
        {tags.data.map((tag) => (
          <NavigationMenu.Item key={tag.id} value={tag.slug}>
            <NavigationMenu.Trigger
              className="group inline-flex items-center gap-1 rounded px-3 py-1.5 text-[0.8125rem] font-medium text-white/90 hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white"
              data-tag={tag.slug}
              {...triggerProps(tag.slug)}
            >
              {localizedField(tag, 'name', locale)}
              <ChevronDownIcon className="transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              className="absolute inset-x-0 top-full z-30 border-t border-slate-200 bg-white text-slate-900 shadow-xl"
              data-mega-panel={tag.slug}
            >
              <TagPanel tag={tag} locale={locale} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function TagPanel({ tag, locale }: { tag: Tag; locale: Locale }) {
  const { t } = useTranslation('nav');
  const name = localizedField(tag, 'name', locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-5">
      <div className="mb-4 flex items-baseline justify-between gap-4 border-b border-slate-200 pb-3">
        <p className="text-base font-semibold text-navy-900">{name}</p>
        <NavigationMenu.Link asChild>
          <Link href={tag.url} className={`${link} text-sm font-medium text-navy-700`}>
            {t('mega.tagAll', { name })}
          </Link>
        </NavigationMenu.Link>
      </div>
      <div className="grid grid-cols-8 gap-x-6 gap-y-6" data-testid="mega-grid">
        {tag.menus.map((menu, index) => (
          <TagMenuBlock key={`${menu.viewall}-${index}`} menu={menu} locale={locale} />
        ))}
      </div>
    </div>
  );
}

function TagMenuBlock({ menu, locale }: { menu: TagMenu; locale: Locale }) {
  const { t } = useTranslation('nav');
  const title = localizedField(menu, 'title', locale) || menu.title;
  const columns = clampColumns(menu.items.length);
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={SPAN[columns - 1]}>
      <p id={titleId} className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
        {title}
      </p>
      <div className={`grid ${COLS[columns - 1]} gap-x-6`} data-columns={menu.items.length}>
        {menu.items.map((column, index) => (
          <ul key={index} className="space-y-1.5 text-sm">
            {column.map((item) => (
              <li key={item.id}>
                <NavigationMenu.Link asChild>
                  <Link href={item.url} className={link}>
                    {localizedField(item, 'name', locale)}
                  </Link>
                </NavigationMenu.Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <NavigationMenu.Link asChild>
        <Link href={menu.viewall} className={`${link} mt-3 inline-block text-sm font-medium text-navy-700`}>
          {t('mega.viewAll')}
          <span className="sr-only">: {title}</span>
        </Link>
      </NavigationMenu.Link>
    </div>
  );
}
