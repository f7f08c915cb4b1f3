import { useRef, useState, type ChangeEvent } from 'react';
import { RETURN_ATTACHMENT_ACCEPT, RETURN_ATTACHMENT_MAX_FILES, RETURN_ATTACHMENT_MAX_MEGABYTES, type ReturnAttachment } from '../../../../shared/returns/self-service';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import type { Feedback } from '../../../components/ui/use-feedback';
import { useTranslation } from '../../../lib/i18n-react';
import { AttachmentList } from './AttachmentList';
import { uploadReturnAttachment } from './upload-attachment';
import { useReturnActions, type ReturnFace } from './use-self-service';
import { PlusIcon } from '../../../components/ui/action-icons';

/**
 * Photos of the fault or a fault report, attached by the owner until the parcel is received: the list with a remove
 * button per file (confirmed), and a file picker while fewer than five are attached. The server checks each file.
 */
export function ReturnFiles({ id, attachments, face, feedback }: { id: number; attachments: ReturnAttachment[]; face: ReturnFace; feedback: Feedback }) {
  const { t } = useTranslation('returns');
  const { removeAttachment, refresh } = useReturnActions(face);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const full = attachments.length >= RETURN_ATTACHMENT_MAX_FILES;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    feedback.clear();
    setUploading(file.name);
    try {
      const added = await uploadReturnAttachment(id, file, t('selfService.files.failed'));
      await refresh();
      feedback.done(t('selfService.files.added', { name: added.name }));
    } catch (error) {
      feedback.failed(error);
    } finally {
      setUploading(null);
    }
  };

  const remove = (attachment: ReturnAttachment) => {
    feedback.clear();
    removeAttachment.mutate(
      { id, attachmentId: attachment.id },
      { onSuccess: () => feedback.done(t('selfService.files.removed', { name: attachment.name })), onError: (error) => feedback.failed(error) },
    );
  };

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="return-files">
      <p className="text-slate-700">{t('selfService.files.lead')}</p>
      <AttachmentList
        attachments={attachments}
        action={(attachment) => (
          <ConfirmModal
            trigger="trash"
            triggerLabel={t('selfService.files.remove', { name: attachment.name })}
            message={t('selfService.files.removeConfirm', { name: attachment.name })}
            disabled={removeAttachment.isPending}
            onConfirm={() => remove(attachment)}
          />
        )}
      />
      {full ? (
        <p className="text-sm text-slate-600">{t('selfService.files.full')}</p>
      ) : (
        <div className="space-y-1">
          <label className="inline-flex cursor-pointer items-center gap-2 rounded border border-navy-800 bg-white px-4 py-2 font-semibold text-navy-900 focus-within:ring-2 focus-within:ring-navy-700 hover:bg-slate-50">
            <PlusIcon />
            {uploading ? t('selfService.files.uploading', { name: uploading }) : t('selfService.files.choose')}
            <input
              ref={input}
              type="file"
              accept={RETURN_ATTACHMENT_ACCEPT}
              className="sr-only"
              disabled={uploading !== null}
              aria-describedby={`return-files-rules-${id}`}
              onChange={(event) => void pick(event)}
            />
          </label>
          <p id={`return-files-rules-${id}`} className="text-sm text-slate-600">
            {t('selfService.files.rules', { n: RETURN_ATTACHMENT_MAX_FILES, mb: RETURN_ATTACHMENT_MAX_MEGABYTES })}
          </p>
        </div>
      )}
    </div>
  );
}
