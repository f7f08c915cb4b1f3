import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { useHydrated } from '../../../lib/hydrated';
import { CloseIcon, MenuIcon } from './icons';

/** The panel's code, fetched when the menu is first opened (or about to be: a press on the button). */
export const loadMobileMenuPanel = () => import('./MobileMenuPanel');

/** Opens and closes the mobile panel (below 1024 px). */
export function MobileMenuButton({
  open,
  controls,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  /** The panel's id (the panel itself is made the first time the menu opens: ARIA allows a collapsed control to name it). */
  controls: string;
  onToggle(): void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('nav');
  // Like the desktop menus: it opens nothing until the app has taken over the server's page.
  const hydrated = useHydrated();
  return (
    <button
      ref={buttonRef}
      type="button"
      disabled={!hydrated}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onPointerDown={() => void loadMobileMenuPanel()}
      className="ml-auto inline-flex items-center gap-1.5 rounded border border-white/25 px-2.5 py-1.5 text-sm font-medium text-white hover:bg-white/10 lg:hidden"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      {t('mobile.menu')}
    </button>
  );
}
