import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { createExclusiveSwitch } from './exclusive-switch';
import { ChevronDownIcon } from './icons';
import { CONTACT_HREF, type NavMenu } from './menus';
import { SearchForm } from './SearchForm';

/** SPEC.md section 9: moving from one open submenu to another waits 100 ms. */
export const MOBILE_SWITCH_DELAY_MS = 100;

/**
 * The mobile panel: the mobile search box, one disclosure per menu (only one open at a time, 100 ms between closing
 * one and opening another) and the Contact link. Escape and following a link close it (SiteHeader). Made the first
 * time the menu opens, in a chunk of its own: its links are the desktop menus' (in every page's HTML), and a closed
 * panel shows nothing.
 */
export default function MobileMenuPanel({ id, open, menus, onClose }: { id: string; open: boolean; menus: NavMenu[]; onClose(): void }) {
  const { t } = useTranslation('nav');
  const [location] = useLocation();
  const [active, setActive] = useState<string | null>(null);
  const [submenus] = useState(() => createExclusiveSwitch({ delay: MOBILE_SWITCH_DELAY_MS, onChange: setActive }));

  useEffect(() => () => submenus.dispose(), [submenus]);
  useEffect(() => {
    if (!open) submenus.close();
  }, [open, submenus]);

  const entry = 'block rounded px-3 py-2 text-sm text-white/90 hover:bg-white/10 hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-volt-400';
  return (
    <div id={id} hidden={!open} className="border-t border-white/10 lg:hidden">
      <div className="mx-auto max-w-7xl px-4 pb-4 pt-3">
        <SearchForm box="mobile" onSearch={onClose} />
        <nav aria-label={t('main')} className="mt-2">
          <ul className="divide-y divide-white/10">
            {menus.map((menu) => {
              const expanded = active === menu.id;
              const listId = `${id}-${menu.id}`;
              return (
                <li key={menu.id}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={listId}
                    data-submenu={menu.id}
                    onClick={() => submenus.toggle(menu.id)}
                    className="group flex w-full items-center justify-between rounded px-1 py-3 text-left text-sm font-medium text-white hover:bg-white/5"
                  >
                    {menu.label}
                    <ChevronDownIcon className="transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none" />
                  </button>
                  <ul id={listId} hidden={!expanded} className="pb-2 pl-2">
                    {menu.entries.map((item) => (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          aria-current={location === item.href ? 'page' : undefined}
                          className={`${entry} ${item.overview ? 'font-medium' : ''}`}
                          onClick={onClose}
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                    {menu.loading && (
                      <li className="px-3 py-2 text-sm text-white/80" role="status">
                        {t('loading')}
                      </li>
                    )}
                  </ul>
                </li>
              );
            })}
            <li>
              <Link
                href={CONTACT_HREF}
                aria-current={location === CONTACT_HREF ? 'page' : undefined}
                className="block rounded px-1 py-3 text-sm font-medium text-white hover:bg-white/5"
                onClick={onClose}
              >
                {t('menu.contact')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
