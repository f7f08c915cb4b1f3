import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { ResourceDef, ResourceRow } from '../../../shared/resources/types';
import { Alert } from '../../components/ui/Alert';
import { ListPager } from '../../components/list/ListPager';
import { Spinner } from '../../components/ui/Spinner';
import { BulkBar } from './BulkBar';
import { useResourceLabels } from './labels';
import { ListToolbar } from './ListToolbar';
import { useResourceList } from './resource-list';
import { useResourceApi } from './resource-api';
import { ResourceDialog } from './ResourceDialog';
import { ResourceTable } from './ResourceTable';

const BUTTON = 'rounded px-4 py-2 font-semibold';

/** The CSV of everything the list's query matches, in list order (the server streams it; see rest/resource-export). */
export function exportHref(def: ResourceDef, query: object): string {
  return `/api/admin/resources/${def.name}/export.csv?query=${encodeURIComponent(JSON.stringify(query))}`;
}

/**
 * The generic list of a resource: search, filters, sortable columns, pages, selection across pages with bulk delete,
 * CSV export, and Add. Sections without an edit page are added and edited in a dialog here.
 */
export function ResourceListPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation('admin-resources');
  const labels = useResourceLabels(def);
  const api = useResourceApi(def.name);
  const state = useResourceList(def);
  const list = useQuery({ ...api.list.queryOptions(state.listInput), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const inDialog = !def.routes.edit;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">{labels.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Link href={def.parentPath} className={`${BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`}>
            {t('goBack')}
          </Link>
          <a href={exportHref(def, state.query)} download className={`${BUTTON} border border-slate-300 bg-white text-navy-900 hover:bg-slate-100`}>
            {t('exportCsv')}
          </a>
          {def.canAdd &&
            (def.routes.add && !inDialog ? (
              <Link href={`${def.basePath}/add`} className={`${BUTTON} bg-navy-900 text-white hover:bg-navy-800`}>
                {t('add', { name: labels.singular })}
              </Link>
            ) : (
              <button type="button" onClick={() => setDialog({ id: null })} className={`${BUTTON} bg-navy-900 text-white hover:bg-navy-800`}>
                {t('add', { name: labels.singular })}
              </button>
            ))}
        </div>
      </div>
      <ListToolbar def={def} state={state} />
      {list.isError && <Alert tone="error">{list.error.message}</Alert>}
      {list.isPending ? (
        <Spinner />
      ) : list.data ? (
        <>
          <BulkBar def={def} state={state} total={list.data.total} pageCount={list.data.rows.length} />
          {list.data.rows.length === 0 ? (
            <p className="rounded border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t('empty')}</p>
          ) : (
            <ResourceTable
              def={def}
              rows={list.data.rows as ResourceRow[]}
              state={state}
              {...(inDialog ? { onEdit: (row: ResourceRow) => setDialog({ id: row.id }) } : {})}
            />
          )}
          <ListPager page={list.data} list={state.list} edgeNavigation label={t('pagesOf', { title: labels.title })} />
        </>
      ) : null}
      {dialog && <ResourceDialog def={def} id={dialog.id} onClose={() => setDialog(null)} />}
    </div>
  );
}
