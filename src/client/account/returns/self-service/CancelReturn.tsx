import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { Feedback } from '../../../components/ui/use-feedback';
import { useTranslation } from '../../../lib/i18n-react';
import type { ReturnFace } from './use-self-service';
import { useReturnActions } from './use-self-service';

/**
 * "Cancel return" with the one confirmation dialog saying what cancelling does (it cannot be undone, and the files
 * attached go with it). Offered only while the owner may still cancel; the server refuses it otherwise, and its message
 * is shown.
 */
export function CancelReturn({ id, rmaNumber, files, face, feedback }: { id: number; rmaNumber: string; files: number; face: ReturnFace; feedback: Feedback }) {
  const { t } = useTranslation('returns');
  const { cancel } = useReturnActions(face);
  const [asking, setAsking] = useState(false);
  const close = (confirmed: boolean) => {
    setAsking(false);
    if (!confirmed) return;
    feedback.clear();
    cancel.mutate({ id }, { onSuccess: () => feedback.done(t('selfService.cancel.done', { rma: rmaNumber })), onError: (error) => feedback.failed(error) });
  };
  return (
    <div className="rounded-lg border border-red-200 bg-white p-4 shadow-sm sm:p-6" data-testid="return-cancel">
      <p className="text-slate-700">{t('selfService.cancel.lead')}</p>
      <Button look="danger" className="mt-4" pending={cancel.isPending} pendingLabel={t('selfService.cancel.pending')} onClick={() => setAsking(true)}>
        {t('selfService.cancel.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={close}
        tone="leave"
        title={t('selfService.cancel.confirmTitle', { rma: rmaNumber })}
        message={[t('selfService.cancel.confirmMessage'), files > 0 ? t('selfService.cancel.confirmFiles', { count: files }) : ''].join(' ').trim()}
        cancelLabel={t('selfService.cancel.keep')}
        confirmLabel={t('selfService.cancel.confirm')}
        messageTestId="return-cancel-message"
      />
    </div>
  );
}
