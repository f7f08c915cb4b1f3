import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link, useLocation } from 'wouter';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { DataCell, DataRow, DataTable, EmptyState } from '../../components/list/DataTable';
import { LINK, messageOf, PRIMARY } from '../../components/ui/format';
import { serviceToolPath } from './paths';
import { EMPTY_TOOL, ToolForm, toolInput } from './ToolForm';
import { DateText } from '../../components/ui/DateText';

/** /admin/servicetools: every service tool with its latest version, who it is for, and how often it was downloaded. */
export function ServiceToolsListPage() {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.servicetools.list.queryOptions());
  const columns = ['name', 'kind', 'product', 'roles', 'latest', 'versions', 'downloads', 'status'].map((key) => t(`list.columns.${key}`));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">{t('list.title')}</h1>
          <p className="mt-1 text-slate-600">{t('list.description')}</p>
        </div>
        <CreateToolDialog />
      </div>
      {list.isPending ? (
        <Spinner />
      ) : !list.data ? (
        <Alert tone="error">{t('common.loadFailed')}</Alert>
      ) : list.data.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <DataTable caption={t('list.caption')} columns={columns} busy={list.isFetching} testId="servicetools-table">
          {list.data.map((tool) => (
            <DataRow key={tool.id} data-testid="servicetool-row">
              <DataCell>
                <Link href={serviceToolPath(tool.id)} className={LINK}>
                  {tool.name}
                </Link>
              </DataCell>
              <DataCell>{t(`kinds.${tool.kind}`)}</DataCell>
              <DataCell>{tool.productName || '—'}</DataCell>
              <DataCell>{tool.roles.length === 0 ? t('list.allServiceRoles') : tool.roles.map((role) => t(`roles.${role}`)).join(', ')}</DataCell>
              <DataCell>
                {tool.latestVersion ? (
                  <span className="whitespace-nowrap">
                    <span className="font-mono">{tool.latestVersion}</span> · <DateText value={tool.latestReleasedOn} />
                  </span>
                ) : (
                  '—'
                )}
              </DataCell>
              <DataCell className="tabular">{tool.versionCount}</DataCell>
              <DataCell className="tabular">{tool.downloads}</DataCell>
              <DataCell>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tool.published ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}>
                  {tool.published ? t('status.published') : t('status.hidden')}
                </span>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
    </div>
  );
}

function CreateToolDialog() {
  const { t } = useTranslation('admin-servicetools');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const create = useMutation(
    trpc.admin.servicetools.create.mutationOptions({
      onSuccess: async (created) => {
        setOpen(false);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.servicetools.pathKey() });
        navigate(serviceToolPath(created.id));
      },
    }),
  );
  const errors = fieldErrorsOf(create.error);
  return (
    <>
      <button type="button" className={PRIMARY} onClick={() => setOpen(true)}>
        <span aria-hidden="true">+ </span>
        {t('list.create')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('create.title')} size="lg">
        {create.error && Object.keys(errors).length === 0 && <Alert tone="error">{messageOf(create.error)}</Alert>}
        <ToolForm initial={EMPTY_TOOL} errors={errors} pending={create.isPending} submitLabel={t('create.confirm')} onSubmit={(draft) => create.mutate(toolInput(draft))} />
      </Dialog>
    </>
  );
}
