import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Dialog } from '../../components/ui/Dialog';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { useFormat } from '../../lib/use-format';
import { ScrollBox } from '../../components/ui/ScrollBox';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';

/** A row of the outbox list, as the dialog names the e-mail while its bodies load. */
export interface OutboxLine {
  id: number;
  to: string;
  subject: string;
  createdAt: string;
}

/**
 * One e-mail of the outbox (the outbox collection's `get`: the message with both bodies). The HTML is shown in a sandboxed iframe (srcdoc, empty sandbox): no scripts, no forms,
 * no access to the admin page or its cookies, whatever the e-mail contains. The plain text is the alternative view.
 */
export function OutboxMessageDialog({ message, onClose }: { message: OutboxLine | null; onClose(): void }) {
  const { t } = useTranslation('admin-logs');
  const trpc = useTRPC();
  const format = useFormat();
  const when = (iso: string) => format.dateTime(iso, { seconds: true });
  const [view, setView] = useState<'html' | 'text'>('html');
  const full = useQuery({ ...trpc.admin.logs.outbox.get.queryOptions({ id: message?.id ?? 0 }), enabled: message !== null });

  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()} title={message?.subject ?? t('outbox.message')}>
      {message && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t('outbox.sent', { when: when(message.createdAt), to: message.to })}</p>
          <ChoiceGroup
            type="radio"
            legend={t('outbox.view')}
            columns="row"
            choices={(['html', 'text'] as const).map((option) => ({ value: option, label: t(`outbox.${option}`) }))}
            value={view}
            onChange={(option) => setView(option === 'text' ? 'text' : 'html')}
          />
          <Loaded query={full}>
            {(data) =>
              view === 'html' ? (
                <iframe
                  title={t('outbox.preview')}
                  sandbox=""
                  srcDoc={data.html}
                  referrerPolicy="no-referrer"
                  className="h-[55vh] w-full rounded border border-slate-200 bg-white"
                />
              ) : (
                <ScrollBox label={t('outbox.preview')} className="max-h-[55vh] overflow-auto rounded border border-slate-200 bg-slate-50 p-3">
                  <pre className="whitespace-pre-wrap text-sm" data-testid="outbox-text">
                    {data.text}
                  </pre>
                </ScrollBox>
              )
            }
          </Loaded>
        </div>
      )}
    </Dialog>
  );
}
