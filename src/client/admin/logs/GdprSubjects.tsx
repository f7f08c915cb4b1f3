import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { gdprExportFileName, type GdprSubject } from '../../../shared/logs/gdpr.schema';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/form/fields';
import { Loaded } from '../../components/ui/Loaded';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { useTRPC } from '../../trpc';
import { DataTable, type ColumnSpec } from '../../components/list/DataTable';
import { saveJson } from './save-json';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Find a person by e-mail; export their data as a JSON file, or erase them after a confirmation. */
export function GdprSubjects({ onShowConsents }: { onShowConsents(subject: GdprSubject): void }) {
  const { t } = useTranslation(['admin-logs', 'admin']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const found = useQuery({ ...trpc.admin.logs.gdpr.findUsers.queryOptions({ email }), enabled: email.length >= 2 });
  const refreshLogs = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.logs.gdpr.requests.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.logs.gdpr.consents.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.logs.audit.list.queryKey() }),
    ]);
  const exporter = useMutation(trpc.admin.logs.gdpr.export.mutationOptions());
  const eraser = useMutation(trpc.admin.logs.gdpr.erase.mutationOptions());

  const exportData = (subject: GdprSubject) => {
    setNotice(null);
    exporter.mutate(
      { userId: subject.id },
      {
        onSuccess: async (data) => {
          const file = gdprExportFileName(subject.id);
          saveJson(file, data);
          setNotice({ tone: 'success', text: t('gdpr.exported', { email: subject.email, file }) });
          await refreshLogs();
        },
        onError: (error) => setNotice({ tone: 'error', text: error.message }),
      },
    );
  };
  const erase = (subject: GdprSubject) => {
    setNotice(null);
    eraser.mutate(
      { userId: subject.id },
      {
        onSuccess: async () => {
          setNotice({ tone: 'success', text: t('gdpr.erasedDone', { email: subject.email }) });
          await Promise.all([refreshLogs(), queryClient.invalidateQueries({ queryKey: trpc.admin.logs.gdpr.findUsers.queryKey() })]);
        },
        onError: (error) => setNotice({ tone: 'error', text: error.message }),
      },
    );
  };

  const status = (subject: GdprSubject) =>
    subject.erased ? t('gdpr.erased') : subject.disabled ? t('gdpr.disabled') : t('gdpr.active');
  const columns: ColumnSpec<GdprSubject>[] = [
    { header: t('gdpr.name'), cell: (subject) => subject.name },
    { header: t('gdpr.email'), className: 'break-all', cell: (subject) => subject.email },
    { header: t('gdpr.role'), cell: (subject) => t(`admin:roles.${subject.role}`, { defaultValue: subject.role }) },
    { header: t('gdpr.status'), cell: status },
    {
      actions: true,
      header: <span className="sr-only">{t('gdpr.actions')}</span>,
      cell: (subject) => (
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            look="outline"
            onClick={() => onShowConsents(subject)}
            aria-label={t('gdpr.showConsentsNamed', { email: subject.email })}
          >
            {t('gdpr.showConsents')}
          </Button>
          <Button
            disabled={exporter.isPending}
            onClick={() => exportData(subject)}
            aria-label={t('gdpr.exportNamed', { email: subject.email })}
          >
            {t('gdpr.export')}
          </Button>
          {!subject.erased && (
            <ConfirmModal
              triggerLabel={t('gdpr.erase')}
              message={t('gdpr.eraseMessage', { email: subject.email })}
              disabled={eraser.isPending}
              onConfirm={() => erase(subject)}
            />
          )}
        </div>
      ),
    },
  ];

  return (
    <section className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        {t('gdpr.find')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          setEmail(draft.trim().toLowerCase());
        }}
      >
        <div className="w-80 max-w-full">
          <TextField
            label={t('gdpr.email')}
            hint={t('gdpr.emailHint')}
            type="search"
            value={draft}
            maxLength={255}
            minLength={2}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">{t('gdpr.findButton')}</Button>
      </form>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {email.length >= 2 && (
        <Loaded query={found} isEmpty={(subjects) => subjects.length === 0} empty={t('gdpr.noPerson')}>
          {(subjects) => (
            <DataTable rows={subjects} columns={columns} testId="gdpr-subjects" caption={t('gdpr.find')} />
          )}
        </Loaded>
      )}
    </section>
  );
}
