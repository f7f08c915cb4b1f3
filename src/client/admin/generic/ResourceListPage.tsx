import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { offers, type ResourceDef, type ResourceRow } from '../../../shared/collections/types';
import { ListPager } from '../../components/list/ListPager';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { OUTLINE, PRIMARY } from '../../components/ui/format';
import { Loaded } from '../../components/ui/Loaded';
import { BulkBar, type BulkSelection } from './BulkBar';
import { useResourceLabels } from './labels';
import { ListToolbar } from './ListToolbar';
import { useResourceList, type ListPlace } from './resource-list';
import { useResourceApi } from './resource-api';
import { ResourceDialog } from './ResourceDialog';
import { ListFrame, type ListHeadingParts } from './ListFrame';
import { ResourceTable, type CellOverrides } from './ResourceTable';

/** The CSV of everything the list's query matches, in list order (the server streams it; see collections/export.rest). */
export function exportHref(def: ResourceDef, query: object): string {
  return `/api/admin/resources/${def.name}/export.csv?query=${encodeURIComponent(JSON.stringify(query))}`;
}

/**
 * The generic list of a collection, in any face: search, filters, sortable columns, pages, selection across pages with
 * bulk delete, CSV export, and Add, as far as the collection offers them. Sections without an edit page are added and
 * edited in a dialog here. A section that shows more around its list (a notice, an import) passes it as `above` or
 * `below`; one whose records have workflows (accept a lead) passes `rowActions`, drawn in each row before Open/Edit.
 */
export function ResourceListPage({
  def,
  above,
  below,
  rowActions,
  cells,
  actions: ownActions,
  keep,
  heading,
  bulkActions,
  place,
}: {
  def: ResourceDef;
  /**
   * The section's own heading in place of the face's (title, lead, actions): the distributor screens' tabs. The admin
   * face's "Go Back" is then the section's to offer, if it wants one.
   */
  heading?: (parts: ListHeadingParts) => ReactNode;
  /** A section's own buttons or links beside Add in the list's heading ("Book a return", where booking is a workflow). */
  actions?: ReactNode;
  above?: ReactNode;
  below?: ReactNode;
  rowActions?: (row: ResourceRow) => ReactNode;
  /** Columns the section draws itself (ResourceTable's CellOverrides). */
  cells?: CellOverrides;
  /**
   * A section's own actions on ticked rows, for records that change through workflows (disable or enable accounts):
   * `render` draws them in the bulk bar with the ticked ids; `selectable` says which rows may be ticked (every row
   * when not given). The rows get checkboxes even where the collection offers no delete.
   */
  bulkActions?: { render: (selection: BulkSelection) => ReactNode; selectable?: (row: ResourceRow) => boolean };
  /** Address parameters the section keeps beside the list's own (useResourceList's `keep`). */
  keep?: readonly string[];
  /**
   * A list that is not its page's only one (useResourceList's ListPlace): its own address parameters (`prefix`), or
   * none (`store: 'memory'`), and the filter values its page sets (`fixed`: the record whose log it is).
   */
  place?: ListPlace;
}) {
  // The list kit's own words ('ui': pager, empty cells, dates) load with the page: loaded only once the rows came, they
  // would suspend the page then and hide it, with the focus and any dialog a reader had already opened from it.
  const { t } = useTranslation(['admin-resources', 'ui']);
  const labels = useResourceLabels(def);
  const api = useResourceApi(def);
  const state = useResourceList(def, keep, place);
  const list = useQuery({ ...api.list.queryOptions(state.listInput), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const inDialog = !def.routes.edit;
  const own = state.list.filtered ? def.noMatch : def.empty;
  const empty = own ? t(own, { ns: def.ns }) : t('empty');
  const actions = (
    <>
      {ownActions}
      {def.canExport !== false && (
        <a href={exportHref(def, state.query)} download className={OUTLINE}>
          {t('exportCsv')}
        </a>
      )}
      {def.canAdd && offers(def, 'create') &&
        (def.routes.add && !inDialog ? (
          <Link href={`${def.basePath}/add`} className={PRIMARY}>
            {t('add', { name: labels.singular })}
          </Link>
        ) : (
          <Button onClick={() => setDialog({ id: null })}>{t('add', { name: labels.singular })}</Button>
        ))}
    </>
  );

  return (
    <ListFrame def={def} title={labels.title} actions={actions} heading={heading}>
      {above}
      <ListToolbar def={def} state={state} />
      <Loaded query={list}>
        {(page) => (
          <>
            <BulkBar def={def} state={state} total={page.total} pageCount={page.rows.length} actions={bulkActions?.render} />
            {page.rows.length === 0 ? (
              <EmptyState testId="resource-empty">{empty}</EmptyState>
            ) : (
              <ResourceTable
                def={def}
                rows={page.rows}
                state={state}
                {...(rowActions ? { rowActions } : {})}
                {...(cells ? { cells } : {})}
                {...(bulkActions ? { selectable: bulkActions.selectable ?? (() => true) } : {})}
                {...(inDialog ? { onEdit: (row: ResourceRow) => setDialog({ id: row.id }) } : {})}
              />
            )}
            <ListPager page={page} list={state.list} edgeNavigation label={t('pagesOf', { title: labels.title })} />
          </>
        )}
      </Loaded>
      {below}
      {dialog && <ResourceDialog def={def} id={dialog.id} onClose={() => setDialog(null)} />}
    </ListFrame>
  );
}
