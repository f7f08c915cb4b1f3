import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES } from '../../content/enums';
import type { ColumnDef, FilterDef } from '../../collections/types';

/**
 * The columns and filters the back office's downloads (adminDownloads) and the portal's files (portalFiles) share:
 * the same table, values and option labels (`categories.*`, `audiences.*` in either namespace). `labels` is the
 * namespace's key prefix (`downloads` in admin-files, `files` in portal-team), so each face words them its own way.
 */
export function downloadColumns(labels: string) {
  return {
    title: { field: 'title', kind: 'localized', label: `${labels}.columns.title`, sortable: true },
    category: { field: 'category', kind: 'select', label: `${labels}.columns.category`, optionLabels: 'categories', sortable: true },
    audience: { field: 'audience', kind: 'select', label: `${labels}.columns.audience`, optionLabels: 'audiences', sortable: true },
  } as const satisfies Record<string, ColumnDef>;
}

/** The audience and category filters of both lists; `labels` as downloadColumns'. */
export function downloadFilters(labels: string) {
  return [
    { field: 'audience', kind: 'select', options: DOWNLOAD_AUDIENCES, label: `${labels}.audience`, optionLabels: 'audiences', allLabel: `${labels}.allAudiences` },
    { field: 'category', kind: 'select', options: DOWNLOAD_CATEGORIES, label: `${labels}.category`, optionLabels: 'categories', allLabel: `${labels}.allCategories` },
  ] as const satisfies readonly FilterDef[];
}
