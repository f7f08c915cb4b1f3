import { SERVICE_TOOL_KINDS } from '../../partners/enums';
import type { ColumnDef, FilterDef } from '../../collections/types';

/**
 * The columns the back office's service tools (adminServiceTools) and the portal's (portalServiceTools) share: the
 * same table, values and option labels (`kinds.*` in either namespace). `labels` is the namespace's key prefix (`list`
 * in admin-servicetools, `tools` in portal-team), so each face words them its own way.
 */
export function serviceToolColumns(labels: string) {
  return {
    name: { field: 'name', label: `${labels}.columns.name`, sortable: true },
    kind: { field: 'kind', kind: 'select', label: `${labels}.columns.kind`, optionLabels: 'kinds' },
    product: { field: 'product', label: `${labels}.columns.product` },
    // The version and its release day, drawn by each face's page.
    latestVersion: { field: 'latestVersion', label: `${labels}.columns.latest`, reads: ['latestReleasedOn'] },
  } as const satisfies Record<string, ColumnDef>;
}

/** The kind filter of both lists; `labels` as serviceToolColumns', `allLabel` the words of "any kind" where a face has them. */
export function serviceToolKindFilter(labels: string, allLabel?: string) {
  return {
    field: 'kind',
    kind: 'select',
    options: SERVICE_TOOL_KINDS,
    label: `${labels}.columns.kind`,
    optionLabels: 'kinds',
    ...(allLabel ? { allLabel } : {}),
  } as const satisfies FilterDef;
}
