import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { isLocale, LOCALE_NAMES, type Locale } from '../../../shared/locales';
import type { AnnouncementSendPreview, AnnouncementSent } from '../../../shared/announcements/announcements.types';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { SelectField } from '../../components/form/fields';
import { DialogFormBody } from '../../components/form/DialogForm';
import { generalErrorOf } from '../../components/form/use-form-dialog';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';

/**
 * "Send…" (issue 27): saving an announcement never e-mails it. This dialog shows who will get it (its audience among
 * the people who joined the portal) and the e-mail as it will arrive in each recipient language, then sends it once.
 * A second send asks for a confirmation. Radix's dialog traps focus, closes on Escape and returns focus to the trigger.
 */
export function AnnouncementSendDialog({
  id,
  onClose,
  onSent,
}: {
  id: number | null;
  onClose(): void;
  onSent(sent: AnnouncementSent): void;
}) {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.admin.announcements.sendPreview.queryOptions({ id: id ?? 0 }), enabled: id !== null, staleTime: 0, gcTime: 0 });
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()} title={t('sendDialog.title')} size="lg">
      <Loaded query={preview}>
        {(data) => <SendForm key={data.id} preview={data} onClose={onClose} onSent={onSent} />}
      </Loaded>
    </Dialog>
  );
}

function SendForm({ preview, onClose, onSent }: { preview: AnnouncementSendPreview; onClose(): void; onSent(sent: AnnouncementSent): void }) {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { number } = useFormat();
  const [confirmAgain, setConfirmAgain] = useState(false);
  const count = preview.recipients.length;
  const send = useMutation(
    trpc.admin.announcements.send.mutationOptions({
      onSuccess: async (result) => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.announcements.pathKey() });
        onSent(result.sent);
      },
      // Someone else may have sent it meanwhile: show what is true now.
      onError: () => queryClient.invalidateQueries({ queryKey: trpc.admin.announcements.sendPreview.queryKey({ id: preview.id }) }),
    }),
  );
  const already = preview.emailed;
  const submit = () => {
    if (already && !confirmAgain) {
      setConfirmAgain(true);
      return;
    }
    send.mutate({ id: preview.id, again: already });
  };

  return (
    <DialogFormBody
      className="space-y-5"
      testId="announcement-send-dialog"
      onSubmit={submit}
      onCancel={onClose}
      error={generalErrorOf(send.error)}
      submitLabel={
        already
          ? confirmAgain
            ? t('sendDialog.sendAgainConfirm', { count, number: number(count) })
            : t('sendDialog.sendAgain')
          : t('sendDialog.send', { count, number: number(count) })
      }
      pendingLabel={t('sendDialog.sending')}
      pending={send.isPending}
      disabled={!preview.sendable}
      submitTestId="announcement-send-confirm"
    >
      <p className="font-semibold text-navy-900">{preview.title}</p>
      {preview.sent ? (
        <Alert tone="info">
          <span data-testid="announcement-sent-before">
            {t('sendDialog.sentBefore', { who: preview.sent.byName ?? t('sendDialog.someone') })} <DateText value={preview.sent.at} withTime />
            {preview.sent.count !== null && <> · {t('sendDialog.sentTo', { count: preview.sent.count, number: number(preview.sent.count) })}</>}
          </span>
        </Alert>
      ) : (
        already && <Alert tone="info">{t('sendDialog.sentEarlier')}</Alert>
      )}
      {preview.state === 'scheduled' && (
        <Alert tone="info">
          {t('sendDialog.scheduled')} <DateText value={preview.publishFrom} withTime />
        </Alert>
      )}
      {preview.state === 'expired' && <Alert tone="info">{t('sendDialog.expired')}</Alert>}
      <Recipients preview={preview} />
      {count > 0 && <MailPreview preview={preview} />}
      {confirmAgain && (
        <Alert tone="info">
          <span data-testid="announcement-send-again-warning">{t('sendDialog.confirmAgain', { count, number: number(count) })}</span>
        </Alert>
      )}
    </DialogFormBody>
  );
}

/** Everyone who will get it: a scrollable table that the keyboard can scroll too. */
function Recipients({ preview }: { preview: AnnouncementSendPreview }) {
  const { t } = useTranslation('admin-news');
  const { number } = useFormat();
  const headingId = useId();
  const count = preview.recipients.length;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-navy-900" data-testid="announcement-recipient-count">
        {t('sendDialog.recipients', { count, number: number(count) })}
      </h3>
      <p className="text-xs text-slate-600">{t('sendDialog.recipientsHint')}</p>
      {count === 0 ? (
        <p className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{t('sendDialog.nobody')}</p>
      ) : (
        <DataTable
          caption={t('sendDialog.recipients', { count, number: number(count) })}
          columns={(['name', 'email', 'company', 'language'] as const).map((column) => t(`sendDialog.columns.${column}`))}
          boxClassName="max-h-56 overflow-y-auto"
          testId="announcement-recipients"
        >
          {preview.recipients.map((person) => (
            <DataRow key={person.email}>
              <DataCell>{person.name}</DataCell>
              <DataCell className="break-all">{person.email}</DataCell>
              <DataCell>{person.company}</DataCell>
              <DataCell className="whitespace-nowrap">{LOCALE_NAMES[person.locale]}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** The e-mail as it will arrive, in the language chosen (the admin's own when recipients read it, else the most read). */
function MailPreview({ preview }: { preview: AnnouncementSendPreview }) {
  const { t, i18n } = useTranslation('admin-news');
  const { number } = useFormat();
  const own: Locale | null = isLocale(i18n.language) ? i18n.language : null;
  const initial = preview.mails.find((mail) => mail.locale === own && mail.recipients > 0) ?? preview.mails[0]!;
  const [locale, setLocale] = useState<Locale>(initial.locale);
  const mail = preview.mails.find((entry) => entry.locale === locale) ?? initial;
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-navy-900">{t('sendDialog.preview')}</h3>
      <div className="max-w-xs">
        <SelectField label={t('sendDialog.language')} value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
          {preview.mails.map((entry) => (
            <option key={entry.locale} value={entry.locale}>
              {t('sendDialog.languageOption', { language: LOCALE_NAMES[entry.locale], count: entry.recipients, number: number(entry.recipients) })}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm">
        <span className="font-semibold text-navy-900">{t('sendDialog.subject')}: </span>
        <span data-testid="announcement-preview-subject">{mail.subject}</span>
      </p>
      {/* The mail's HTML in an empty sandbox: no scripts, no forms, no access to this page (as the outbox viewer). */}
      <iframe title={t('sendDialog.previewFrame')} sandbox="" srcDoc={mail.html} referrerPolicy="no-referrer" className="h-64 w-full rounded border border-slate-200 bg-white" />
    </section>
  );
}
