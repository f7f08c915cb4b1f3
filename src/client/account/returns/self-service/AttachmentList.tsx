import type { ReactNode } from 'react';
import type { ReturnAttachment } from '../../../../shared/returns/self-service';
import { DateText } from '../../../components/ui/DateText';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LINK } from '../../../components/ui/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useFormat } from '../../../lib/use-format';

/**
 * The files attached to a return: a thumbnail for a photo, the name (opening or downloading it), its size and day.
 * The owner's page passes a remove control per file; the back office lists them read-only.
 */
export function AttachmentList({ attachments, action }: { attachments: ReturnAttachment[]; action?: (attachment: ReturnAttachment) => ReactNode }) {
  const { t } = useTranslation('returns');
  const format = useFormat();
  if (attachments.length === 0) return <EmptyState>{t('selfService.files.none')}</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white" data-testid="return-attachments">
      {attachments.map((attachment) => {
        const image = attachment.contentType.startsWith('image/');
        return (
          <li key={attachment.id} className="flex items-center gap-3 px-3 py-2">
            {image ? (
              <img src={attachment.thumbnailUrl ?? attachment.url} alt="" loading="lazy" className="size-14 shrink-0 rounded border border-slate-200 object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 text-xs font-bold text-red-800">
                PDF
              </span>
            )}
            <div className="min-w-0 flex-1">
              <a href={attachment.url} target={image ? '_blank' : undefined} rel={image ? 'noopener' : undefined} className={`${LINK} break-all`}>
                {attachment.name}
                {image && <span className="sr-only"> {t('newTab')}</span>}
              </a>
              <p className="text-sm text-slate-600">
                <span className="tabular">{format.fileSize(attachment.size)}</span> · <DateText value={attachment.createdAt} />
              </p>
            </div>
            {action?.(attachment)}
          </li>
        );
      })}
    </ul>
  );
}
