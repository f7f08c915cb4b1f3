import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import type { AdminServiceToolDetail, ServiceToolVersionView } from '../../../shared/service-tools/servicetools.types';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { Dialog } from '../../components/ui/Dialog';
import type { AreaProps } from '../../router/area-props';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { generalErrorOf, useFormDialog } from '../../components/form/use-form-dialog';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { EmptyState } from '../../components/ui/EmptyState';
import { LINK } from '../../components/ui/format';
import { Button } from '../../components/ui/Button';
import { useFeedback } from '../../components/ui/use-feedback';
import { DownloadLog } from './DownloadLog';
import { SERVICE_TOOLS_PATH } from './paths';
import { pickTexts } from '../generic/localized-texts';
import { ToolForm, toolInput, type ToolDraft } from './ToolForm';
import { emptyVersion, VersionForm, type VersionDraft } from './VersionForm';
import { DateText } from '../../components/ui/DateText';
import { Panel } from '../../components/ui/Panel';
import { PageHeading } from '../../components/ui/PageHeading';
import { RecordFrame } from '../../components/record/RecordFrame';
import { recordIdOf } from '../../lib/record-id';

const draftOf = (tool: AdminServiceToolDetail): ToolDraft => ({
  name: tool.name,
  kind: tool.kind,
  productId: tool.productId ? String(tool.productId) : '',
  ...pickTexts(tool, 'description'),
  roles: tool.roles,
  published: tool.published,
  sort: String(tool.sort),
});

const versionInput = (draft: VersionDraft) => ({ version: draft.version, releasedOn: draft.releasedOn, ...pickTexts(draft, 'release_notes'), fileId: draft.fileId ?? 0 });

/** /admin/servicetools/{id}: the tool's fields, its versions (upload, edit, delete) and who downloaded it. */
export function ServiceToolPage({ params }: AreaProps) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const id = recordIdOf(params.id);
  const tool = useQuery({ ...trpc.admin.servicetools.get.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const back = (
    <Link href={SERVICE_TOOLS_PATH} className={LINK}>
      {t('detail.back')}
    </Link>
  );
  return (
    <RecordFrame valid={id !== null} query={tool} back={back} notFound={t('detail.notFound')}>
      {(data) => <ToolEditor tool={data} back={back} />}
    </RecordFrame>
  );
}

function ToolEditor({ tool, back }: { tool: AdminServiceToolDetail; back: React.ReactNode }) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { feedback, view } = useFeedback();
  const [addKey, setAddKey] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.servicetools.pathKey() });
  const update = useMutation(
    trpc.admin.servicetools.update.mutationOptions({
      onSuccess: async () => {
        await refresh();
        feedback.done(t('detail.saved'));
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const remove = useMutation(
    trpc.admin.servicetools.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        navigate(SERVICE_TOOLS_PATH);
      },
      onError: (error) => feedback.failed(error),
    }),
  );
  const addVersion = useMutation(
    trpc.admin.servicetools.addVersion.mutationOptions({
      onSuccess: async () => {
        await refresh();
        setAddKey((key) => key + 1);
        feedback.done(t('version.added'));
      },
    }),
  );
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        {back}
        <PageHeading
          title={tool.name}
          actions={<ConfirmModal triggerLabel={t('detail.delete')} message={t('detail.deleteConfirm', { name: tool.name })} disabled={remove.isPending} onConfirm={() => remove.mutate({ id: tool.id })} />}
        />
        {view}
      </div>

      <Panel id="tool-fields" title={t('detail.fields')}>
        <ToolForm
          key={tool.updatedAt}
          initial={draftOf(tool)}
          errors={fieldErrorsOf(update.error)}
          error={generalErrorOf(update.error)}
          pending={update.isPending}
          submitLabel={t('detail.save')}
          onSubmit={(draft) => update.mutate({ id: tool.id, ...toolInput(draft) })}
        />
      </Panel>

      <section aria-labelledby="tool-versions" className="space-y-4">
        <h2 id="tool-versions" className="text-lg font-semibold text-navy-900">
          {t('version.title')}
        </h2>
        {tool.versions.length === 0 ? <EmptyState>{t('version.empty')}</EmptyState> : <VersionTable tool={tool} onDone={feedback.done} onFailed={feedback.failed} />}
        <div className="rounded border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="mb-4 font-semibold text-navy-900">{t('version.add')}</h3>
          <VersionForm
            key={addKey}
            formId="new-version"
            initial={emptyVersion()}
            errors={fieldErrorsOf(addVersion.error)}
            error={generalErrorOf(addVersion.error)}
            pending={addVersion.isPending}
            submitLabel={t('version.addConfirm')}
            onSubmit={(draft) => addVersion.mutate({ toolId: tool.id, ...versionInput(draft) })}
          />
        </div>
      </section>

      <section aria-labelledby="tool-log" className="space-y-4">
        <h2 id="tool-log" className="text-lg font-semibold text-navy-900">
          {t('log.title')}
        </h2>
        <DownloadLog toolId={tool.id} />
      </section>
    </div>
  );
}

function VersionTable({ tool, onDone, onFailed }: { tool: AdminServiceToolDetail; onDone(message: string): void; onFailed(error: unknown): void }) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.admin.servicetools.deleteVersion.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.servicetools.pathKey() });
        onDone(t('version.deleted'));
      },
      onError: onFailed,
    }),
  );
  const columns = ['version', 'released', 'notes', 'file', 'actions'].map((key) => t(`version.columns.${key}`));
  return (
    <DataTable caption={t('version.caption', { name: tool.name })} columns={columns} testId="version-table">
      {tool.versions.map((version) => (
        <DataRow key={version.id} data-testid="version-row">
          <DataCell className="font-mono font-semibold">{version.version}</DataCell>
          <DataCell>
            <DateText value={version.releasedOn} />
          </DataCell>
          <DataCell className="whitespace-pre-line">{version.releaseNotes || '—'}</DataCell>
          <DataCell>
            <Link href={`/admin/files/${version.fileId}`} className={LINK}>
              {version.fileName}
            </Link>
          </DataCell>
          <DataCell>
            <div className="flex flex-wrap gap-1">
              <EditVersionDialog version={version} onDone={onDone} />
              <ConfirmModal triggerLabel={t('version.delete')} message={t('version.deleteConfirm', { version: version.version })} disabled={remove.isPending} onConfirm={() => remove.mutate({ id: version.id })} />
            </div>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

function EditVersionDialog({ version, onDone }: { version: ServiceToolVersionView; onDone(message: string): void }) {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useFormDialog(
    trpc.admin.servicetools.updateVersion.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.servicetools.pathKey() });
        onDone(t('version.saved'));
      },
    }),
  );
  const initial: VersionDraft = { version: version.version, releasedOn: version.releasedOn, ...pickTexts(version, 'release_notes'), fileId: version.fileId, fileUrl: version.url, fileName: version.fileName };
  return (
    <>
      <Button look="outline" onClick={form.show}>
        {t('version.edit')}
        <span className="sr-only"> {version.version}</span>
      </Button>
      <Dialog open={form.dialog.open} onOpenChange={form.dialog.onOpenChange} title={t('version.editTitle', { version: version.version })} size="lg">
        <VersionForm
          formId={`version-${version.id}`}
          initial={initial}
          errors={form.errors}
          error={form.general}
          pending={form.dialog.pending}
          submitLabel={t('version.save')}
          onSubmit={(draft) => form.mutation.mutate({ id: version.id, ...versionInput(draft) })}
          onCancel={() => form.dialog.onOpenChange(false)}
        />
      </Dialog>
    </>
  );
}
