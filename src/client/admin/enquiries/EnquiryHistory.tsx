import { useTranslation } from '../../lib/i18n-react';
import type { EnquiryEvent } from '../../../shared/enquiries/inbox.schema';
import { useFormat } from '../../lib/use-format';

/** What happened to the enquiry, oldest first, from the audit log; a reply's text opens under its line. */
export function EnquiryHistory({ events }: { events: readonly EnquiryEvent[] }) {
  const { t } = useTranslation('admin-enquiries');
  const { dateTime } = useFormat();
  const line = (event: EnquiryEvent): string => {
    switch (event.type) {
      case 'created':
        return t('history.created');
      case 'assigned':
        return t('history.assigned', { by: event.by, to: event.to });
      case 'unassigned':
        return t('history.unassigned', { by: event.by });
      case 'done':
        return t('history.done', { by: event.by });
      case 'reopened':
        return t('history.reopened', { by: event.by });
      case 'notSpam':
        return t('history.notSpam', { by: event.by });
      case 'replied':
        return t('history.replied', { by: event.by, subject: event.subject });
    }
  };
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" data-testid="enquiry-history">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="text-sm">
          <time dateTime={event.at} className="block text-xs text-slate-600 tabular">
            {dateTime(event.at)}
          </time>
          <span>{line(event)}</span>
          {event.type === 'replied' && (
            <details className="mt-1">
              <summary className="cursor-pointer text-navy-800 underline underline-offset-2">{t('history.showReply')}</summary>
              <p className="mt-1 whitespace-pre-line rounded bg-slate-50 p-2 text-slate-800">{event.text}</p>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
