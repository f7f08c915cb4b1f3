import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { ChevronDownIcon } from './icons';
import { CONTACT_HREF, type NavMenu } from './menus';
import { useUntabbableFocusProxy } from './focus-proxy';
import { useMenuValue } from './use-menu-value';

const trigger =
  'group inline-flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-white hover:bg-white/10 data-[state=open]:bg-white/10';
const entry =
  'block rounded px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-navy-700 aria-[current=page]:font-semibold aria-[current=page]:text-navy-900';

/**
 * The desktop navigation (from 1024 px, Tailwind lg): one dropdown per menu and the Contact link. Radix's
 * NavigationMenu gives the keyboard model (Enter/Space opens, ArrowDown enters, arrows move, Escape closes and returns
 * to the trigger, Tab leaves) and the ARIA wiring (aria-expanded, aria-controls, content labelled by its trigger).
 */
export function DesktopNav({ menus }: { menus: NavMenu[] }) {
  const { t } = useTranslation('nav');
  const [location] = useLocation();
  const { value, onValueChange, triggerProps } = useMenuValue();
  const focusProxyFix = useUntabbableFocusProxy();
  return (
    <NavigationMenu.Root
      ref={focusProxyFix}
      aria-label={t('main')}
      value={value}
      onValueChange={onValueChange}
      className="hidden border-t border-white/10 lg:block"
    >
      <NavigationMenu.List className="mx-auto flex max-w-7xl items-center gap-0.5 px-4 py-1.5">
        {menus.map((menu) => (
          <NavigationMenu.Item key={menu.id} value={menu.id} className="relative">
            <NavigationMenu.Trigger className={trigger} data-menu={menu.id} {...triggerProps(menu.id)}>
              {menu.label}
              <ChevronDownIcon className="transition-transform duration-150 group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-full z-40 mt-1.5 w-72 rounded-md bg-white p-1.5 shadow-lg ring-1 ring-black/10">
              <ul>
                {menu.entries.map((item) => (
                  <li key={item.href} className={item.overview ? 'mt-1 border-t border-slate-200 pt-1' : undefined}>
                    <NavigationMenu.Link asChild active={location === item.href}>
                      <Link href={item.href} className={`${entry} ${item.overview ? 'font-medium text-navy-800' : ''}`}>
                        {item.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
                {menu.loading && (
                  <li className="px-3 py-2 text-sm text-slate-600" role="status">
                    {t('loading')}
                  </li>
                )}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item className="ml-auto">
          <NavigationMenu.Link asChild active={location === CONTACT_HREF}>
            <Link
              href={CONTACT_HREF}
              className="inline-flex items-center rounded bg-volt-500 px-4 py-2 text-sm font-semibold text-navy-950 hover:bg-volt-400"
            >
              {t('menu.contact')}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
