import { z } from 'zod';
import { LOCALE_CODES } from '../../locales';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';
import { serviceToolColumns, serviceToolKindFilter } from './tool-columns';

/** The name, kind, product and latest version columns and the kind filter are the back office's too (tool-columns.ts). */
const columns = serviceToolColumns('tools');
const everyLanguage = (base: string) => LOCALE_CODES.map((code) => `${base}_${code}`);

/**
 * /portal/servicetools (issue 12; the service roles): the published service software, firmware and manuals whose
 * roles admit the reader, in Voltara's order; found by a part of the name or of the product's name or model code,
 * filtered by kind. Each row offers its latest version's download and opens the tool's versions with their release
 * notes (?tool={id}, `portal.servicetools.get`). Downloads go through the portal's address, which logs them.
 * Voltara's records, the same for every reader of a role (scope 'shared'), read only. Mounted as `portal.servicetools`.
 */
export const portalServiceToolsResource = {
  name: 'portalServiceTools',
  mount: 'servicetools',
  face: 'portal',
  basePath: '/portal/servicetools',
  // A tool's versions open in a dialog on the list (?tool={id}): no record page of its own (SPEC.md lists none).
  routes: { list: 'portal.servicetools' },
  ns: 'portal-team',
  title: 'tools.title',
  singular: 'tools.singular',
  lead: 'tools.lead',
  empty: 'tools.empty',
  noMatch: 'tools.noMatch',
  searchHint: 'tools.searchHint',
  parentPath: '/portal',
  schema: z.object({}),
  fields: [],
  columns: [
    // The description (every language; the server half's `present` keeps the reader's) is drawn under the name.
    { ...columns.name, reads: everyLanguage('description') },
    columns.kind,
    // The product's name in every language; `present` keeps the reader's.
    { ...columns.product, reads: everyLanguage('product') },
    // The latest version's id: the row's Download link.
    { ...columns.latestVersion, reads: [...columns.latestVersion.reads, 'latestVersionId'] },
  ],
  labelField: 'name',
  searchFields: ['name'],
  // Voltara's order (the tools' sort number, then name), as the back office lists them.
  defaultSort: { field: 'sort', dir: 'asc' },
  filters: [serviceToolKindFilter('tools', 'tools.anyKind')],
  access: readOnlyAccess('portal:service-tools'),
  canAdd: false,
  // A member fetches the tools themselves; the old page had no export.
  canExport: false,
} satisfies ResourceDef;
