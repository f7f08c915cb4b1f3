import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ANNOUNCEMENT_ROLES, ANNOUNCEMENT_STATES, type AnnouncementState } from '../../../shared/announcements/announcements.schema';
import type { AnnouncementAudienceOptions, AnnouncementSent } from '../../../shared/announcements/announcements.types';
import { storedList } from '../../../shared/stored-list';
import { adminAnnouncementsResource } from '../../../shared/announcements/collections/admin-announcements';
import type { ResourceRow } from '../../../shared/collections/types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { DateText } from '../../components/ui/DateText';
import { Dialog } from '../../components/ui/Dialog';
import { Button } from '../../components/ui/Button';
import { Loaded } from '../../components/ui/Loaded';
import { useFormat } from '../../lib/use-format';
import { useTRPC } from '../../trpc';
import { ResourceListPage } from '../generic/ResourceListPage';
import { AnnouncementEditor } from './AnnouncementEditor';
import { AnnouncementSendDialog } from './AnnouncementSendDialog';
import { PartnerTabs } from '../messages/PartnerTabs';
import { StateBadge } from '../../components/ui/StateBadge';
import { ANNOUNCEMENT_BADGES } from '../../components/ui/state-looks';

const isState = (value: unknown): value is AnnouncementState => ANNOUNCEMENT_STATES.some((state) => state === value);
const titleOf = (row: ResourceRow) => String(row.title_EN ?? '');

/**
 * Who it is aimed at, one line each: the roles, the company, the country ("Every …" where left open). The names come
 * from the editor's own choices (admin.announcements.options: companies, countries in the reader's language), read
 * once for the page and shared with the editor.
 */
function Audience({ row, options }: { row: ResourceRow; options: AnnouncementAudienceOptions | undefined }) {
  const { t } = useTranslation('admin-news');
  // A stored value that is no list reaches every role, as the portal reads it (audience.ts rolesOf).
  const roles = storedList(row.roles, ANNOUNCEMENT_ROLES);
  const named = (list: ReadonlyArray<{ id: number; name: string }> | undefined, id: unknown) => list?.find((entry) => entry.id === id)?.name ?? `#${String(id)}`;
  const lines = [
    roles.length === 0 ? t('audience.allRoles') : roles.map((role) => t(`roles.${role}`)).join(', '),
    row.companyId === null ? t('audience.allCompanies') : named(options?.companies, row.companyId),
    row.countryId === null ? t('audience.allCountries') : named(options?.countries, row.countryId),
  ];
  return (
    <ul className="text-xs text-slate-700">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** The publication window to the minute; an open end says so. */
function Window({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-news');
  return (
    <span className="text-xs">
      <DateText value={String(row.publishFrom)} withTime />
      <br />
      {row.publishUntil ? <DateText value={String(row.publishUntil)} withTime /> : <span className="text-slate-600">{t('audience.noEnd')}</span>}
    </span>
  );
}

/** When it was last e-mailed and to how many, or only that it was (sends before issue 27), or "No". */
function Emailed({ row }: { row: ResourceRow }) {
  const { t } = useTranslation('admin-news');
  const { number } = useFormat();
  if (row.sentAt) {
    const count = typeof row.sentCount === 'number' ? row.sentCount : null;
    return (
      <span className="text-xs" data-testid="announcement-emailed">
        <DateText value={String(row.sentAt)} withTime />
        {count !== null && (
          <>
            <br />
            <span className="text-slate-600">{t('announcements.sentTo', { count, number: number(count) })}</span>
          </>
        )}
      </span>
    );
  }
  return <span data-testid="announcement-emailed">{row.emailed ? t('common.yes') : t('common.no')}</span>;
}

/** Loads the record the editor changes (every language, the audience), then shows the editor. */
function EditLoader({ id, onSaved, onCancel }: { id: number; onSaved(): void; onCancel(): void }) {
  const trpc = useTRPC();
  const record = useQuery({ ...trpc.admin.announcements.get.queryOptions({ id }), staleTime: 0 });
  return (
    <Loaded query={record}>
      {(data) => <AnnouncementEditor record={data} onSaved={onSaved} onCancel={onCancel} />}
    </Loaded>
  );
}

/**
 * /admin/distributors/announcements: the adminAnnouncements collection in the generic list (newest publication first;
 * search by title in any language; state and company filters; sortable title and window; pages; all kept in the
 * address; cards on a phone), with the section's workflows around it: "New announcement" and each row's Edit in the
 * editor dialog, "Send…" in the send dialog (who will get it, the e-mail in each language, "send again"), Delete after
 * confirmation. Saving never e-mails (issue 27).
 */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = useQuery(trpc.admin.announcements.options.queryOptions());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const remove = useMutation(
    trpc.admin.announcements.remove.mutationOptions({
      onSuccess: async () => {
        setNotice(t('announcements.deleted'));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.announcements.pathKey() });
      },
    }),
  );
  const saved = () => {
    setEditing(null);
    setNotice(t('announcements.savedNotSent'));
  };
  const sent = (result: AnnouncementSent) => {
    setSending(null);
    setNotice(t('announcements.sentNotice', { count: result.count ?? 0 }));
  };

  return (
    <ResourceListPage
      def={adminAnnouncementsResource}
      actions={
        <Button onClick={() => setEditing('new')} data-testid="announcement-new">
          <span aria-hidden="true">+ </span>
          {t('announcements.create')}
        </Button>
      }
      above={
        <>
          <PartnerTabs />
          {notice && <Alert tone="success">{notice}</Alert>}
          {remove.isError && <Alert tone="error">{t('common.saveFailed')}</Alert>}
        </>
      }
      cells={{
        title_EN: (row) => <span className="font-semibold break-words text-navy-900">{titleOf(row)}</span>,
        roles: (row) => <Audience row={row} options={options.data} />,
        publishFrom: (row) => <Window row={row} />,
        state: (row) =>
          isState(row.state) ? (
            <StateBadge of={ANNOUNCEMENT_BADGES} state={row.state} />
          ) : null,
        emailed: (row) => <Emailed row={row} />,
      }}
      rowActions={(row) => (
        <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
          <Button look="outline" onClick={() => setEditing(row.id)} aria-label={t('announcements.editNamed', { title: titleOf(row) })}>
            {t('common.edit')}
          </Button>
          <Button
            look="outline"
            onClick={() => {
              setNotice(null);
              setSending(row.id);
            }}
            aria-label={t('announcements.sendNamed', { title: titleOf(row) })}
            aria-haspopup="dialog"
            data-testid="announcement-send"
          >
            {t('announcements.send')}
          </Button>
          <ConfirmModal
            triggerLabel={t('announcements.deleteNamed', { title: titleOf(row) })}
            trigger="trash"
            message={t('announcements.confirmDelete', { title: titleOf(row) })}
            onConfirm={() => remove.mutate({ id: row.id })}
          />
        </div>
      )}
      below={
        <>
          <Dialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            title={editing === 'new' ? t('editor.createTitle') : t('editor.editTitle')}
            size="lg"
          >
            {editing === 'new' ? (
              <AnnouncementEditor record={null} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : editing !== null ? (
              <EditLoader id={editing} onSaved={saved} onCancel={() => setEditing(null)} />
            ) : null}
          </Dialog>
          <AnnouncementSendDialog id={sending} onClose={() => setSending(null)} onSent={sent} />
        </>
      }
    />
  );
}
