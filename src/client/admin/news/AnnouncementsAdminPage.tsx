import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ANNOUNCEMENT_STATES, AdminAnnouncementListSchema, type AnnouncementState } from '../../../shared/portal/announcements.schema';
import type { AdminAnnouncementRow, AnnouncementSent } from '../../../shared/portal/announcements.types';
import { Alert } from '../../components/ui/Alert';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Dialog } from '../../components/ui/Dialog';
import { ListPager } from '../../components/list/ListPager';
import { SearchBox } from '../../components/list/SearchBox';
import { useListParams } from '../../components/list/useListParams';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { INPUT, LABEL, OUTLINE, PRIMARY } from '../../components/ui/format';
import { AnnouncementEditor } from './AnnouncementEditor';
import { AnnouncementSendDialog } from './AnnouncementSendDialog';
import { NewsHeader } from './NewsNav';
import { DateText } from '../../components/ui/DateText';
import { useFormat } from '../../lib/use-format';

const STATE_STYLE: Record<AnnouncementState, string> = {
  scheduled: 'bg-sky-50 text-sky-900 ring-sky-300',
  live: 'bg-green-50 text-green-800 ring-green-300',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/**
 * /admin/distributors/announcements: every announcement, newest first, with its audience, window, state, when it
 * was e-mailed and how many have read it; searched by English title, filtered by state; added and edited in a
 * dialog, deleted after confirmation. Saving never e-mails: "Send…" opens the send dialog (issue 27).
 */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list$ = useListParams(AdminAnnouncementListSchema);
  const { q, state } = list$.value;
  const list = useQuery({ ...trpc.admin.announcements.list.queryOptions(list$.query), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const remove = useMutation(
    trpc.admin.announcements.delete.mutationOptions({
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
  const columns = ['title', 'audience', 'window', 'state', 'emailed', 'reads', 'actions'].map((key) => t(`announcements.columns.${key}`));

  return (
    <div className="space-y-5">
      <NewsHeader
        title={t('announcements.title')}
        description={t('announcements.description')}
        actions={
          <button type="button" className={PRIMARY} onClick={() => setEditing('new')} data-testid="announcement-new">
            <span aria-hidden="true">+ </span>
            {t('announcements.create')}
          </button>
        }
      />
      <form role="search" aria-label={t('announcements.filters')} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:max-w-3xl" onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('announcements.search')} value={q} onSearch={(term) => list$.set({ q: term })} />
        <div className="space-y-1">
          <label htmlFor="announcement-state" className={LABEL}>
            {t('announcements.state')}
          </label>
          <select
            id="announcement-state"
            className={INPUT}
            value={state ?? ''}
            onChange={(event) => list$.set({ state: ANNOUNCEMENT_STATES.find((value) => value === event.target.value) })}
          >
            <option value="">{t('announcements.anyState')}</option>
            {ANNOUNCEMENT_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`states.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {notice && <Alert tone="success">{notice}</Alert>}
      {remove.isError && <Alert tone="error">{t('common.saveFailed')}</Alert>}
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.rows.length === 0 ? (
        <EmptyState>{q || state ? t('announcements.noMatch') : t('announcements.empty')}</EmptyState>
      ) : (
        <>
          <DataTable caption={t('announcements.caption')} columns={columns} busy={list.isFetching} testId="announcements-table">
            {list.data.rows.map((row) => (
              <AnnouncementLine
                key={row.id}
                row={row}
                onEdit={() => setEditing(row.id)}
                onSend={() => {
                  setNotice(null);
                  setSending(row.id);
                }}
                onDelete={() => remove.mutate({ id: row.id })}
              />
            ))}
          </DataTable>
          <ListPager page={list.data} list={list$} label={t('announcements.pages')} />
        </>
      )}
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
    </div>
  );
}

function EditLoader({ id, onSaved, onCancel }: { id: number; onSaved(): void; onCancel(): void }) {
  const { t } = useTranslation('admin-news');
  const trpc = useTRPC();
  const record = useQuery({ ...trpc.admin.announcements.get.queryOptions({ id }), staleTime: 0 });
  if (record.isPending) return <Spinner />;
  if (!record.data) return <Alert tone="error">{t('common.loadFailed')}</Alert>;
  return <AnnouncementEditor record={record.data} onSaved={onSaved} onCancel={onCancel} />;
}

function AnnouncementLine({ row, onEdit, onSend, onDelete }: { row: AdminAnnouncementRow; onEdit(): void; onSend(): void; onDelete(): void }) {
  const { t } = useTranslation('admin-news');
  const { number } = useFormat();
  const audience = [
    row.roles.length === 0 ? t('audience.allRoles') : row.roles.map((role) => t(`roles.${role}`)).join(', '),
    row.companyName ?? t('audience.allCompanies'),
    row.countryName ?? t('audience.allCountries'),
  ];
  return (
    <DataRow data-testid="announcement-admin-row">
      <DataCell className="font-semibold text-navy-900">{row.title}</DataCell>
      <DataCell>
        <ul className="text-xs text-slate-700">
          {audience.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </DataCell>
      <DataCell className="text-xs">
        <DateText value={row.publishFrom} withTime />
        <br />
        {row.publishUntil ? <DateText value={row.publishUntil} withTime /> : <span className="text-slate-600">{t('audience.noEnd')}</span>}
      </DataCell>
      <DataCell>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLE[row.state]}`}>{t(`states.${row.state}`)}</span>
      </DataCell>
      <DataCell className="text-xs" data-testid="announcement-emailed">
        {row.sent ? (
          <>
            <DateText value={row.sent.at} withTime />
            {row.sent.count !== null && (
              <>
                <br />
                <span className="text-slate-600">{t('announcements.sentTo', { count: row.sent.count, number: number(row.sent.count) })}</span>
              </>
            )}
          </>
        ) : row.emailed ? (
          t('common.yes')
        ) : (
          t('common.no')
        )}
      </DataCell>
      <DataCell className="tabular">{number(row.reads)}</DataCell>
      <DataCell>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={OUTLINE} onClick={onEdit} aria-label={t('announcements.editNamed', { title: row.title })}>
            {t('common.edit')}
          </button>
          <button
            type="button"
            className={OUTLINE}
            onClick={onSend}
            aria-label={t('announcements.sendNamed', { title: row.title })}
            aria-haspopup="dialog"
            data-testid="announcement-send"
          >
            {t('announcements.send')}
          </button>
          <ConfirmModal triggerLabel={t('announcements.deleteNamed', { title: row.title })} trigger="trash" message={t('announcements.confirmDelete', { title: row.title })} onConfirm={onDelete} />
        </div>
      </DataCell>
    </DataRow>
  );
}
