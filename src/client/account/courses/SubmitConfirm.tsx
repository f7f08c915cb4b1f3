import type { RefObject } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../../components/ui/Dialog';

/**
 * Asked before submitting with questions unanswered: SPEC.md's confirmation modal ('Please Confirm?', a red Cancel and
 * a green Confirm), saying which questions have no answer and that they count as wrong.
 */
export function SubmitConfirm({ open, unanswered, onClose, returnFocusTo }: { open: boolean; unanswered: readonly number[]; onClose(confirmed: boolean): void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(['courses', 'common']);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose(false)} title={t('common:confirm.title')} size="sm" returnFocusTo={returnFocusTo}>
      <p className="text-slate-700">{t('test.unansweredMessage', { count: unanswered.length, numbers: unanswered.join(', ') })}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={() => onClose(false)} className="rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          {t('common:confirm.cancel')}
        </button>
        <button type="button" onClick={() => onClose(true)} className="rounded bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800">
          {t('common:confirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
