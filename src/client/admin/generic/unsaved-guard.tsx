import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { useLocation } from 'wouter';
import { Dialog } from '../../components/ui/Dialog';

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
    <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)} title={t('unsaved.title')} size="sm">
      <p className="text-slate-700">{t('unsaved.message')}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={() => setPending(null)} className="rounded border border-slate-300 px-4 py-2 font-semibold text-navy-900 hover:bg-slate-100">
          {t('unsaved.stay')}
        </button>
        <button
          type="button"
          onClick={() => {
            const target = pending;
            setPending(null);
            if (target) navigate(target);
          }}
          className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
        >
          {t('unsaved.leave')}
        </button>
      </div>
    </Dialog>
  );
}
