import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

/**
 * Warns before unsaved changes are lost: the browser's own prompt on reload or close, and a dialog when a link inside
 * the app is followed (clicks on same-origin links are held until the admin chooses).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('admin-resources');
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== location.origin || url.pathname + url.search === location.pathname + location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(url.pathname + url.search);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('unsaved.title')}
      message={t('unsaved.message')}
      cancelLabel={t('unsaved.stay')}
      confirmLabel={t('unsaved.leave')}
      tone="leave"
      onClose={(leave) => {
        const target = pending;
        setPending(null);
        if (leave && target) navigate(target);
      }}
    />
  );
}
