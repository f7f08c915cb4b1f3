import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/agreements, under the overview (issue 12): every acceptance, newest first — when, which company, which
 * agreement and version, the name typed, the account and the address. Found by a part of the company's name or e-mail
 * address; filtered by agreement (the page sets it to the overview's agreement filter). An acceptance is made in the
 * portal and never changed, so the collection offers no writes. Mounted by the admin router as
 * `admin.agreements.acceptances`, inside the templates' router; its address parameters are `log.*`.
 */
export const adminAgreementAcceptancesResource = {
  name: 'adminAgreementAcceptances',
  mount: 'agreements.acceptances',
  face: 'admin',
  basePath: '/admin/agreements',
  routes: {},
  ns: 'admin-agreements',
  title: 'overview.logTitle',
  singular: 'overview.logSingular',
  empty: 'overview.logEmpty',
  noMatch: 'overview.logNoMatch',
  searchHint: 'overview.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // The day and time: the section's own cell.
    { field: 'acceptedAt', kind: 'date', label: 'overview.columns.acceptedAt', sortable: true },
    // The company's name links to its page.
    { field: 'companyName', label: 'overview.columns.company', href: { path: '/admin/distributors/distributors', key: 'companyId' } },
    { field: 'agreementName', label: 'overview.columns.agreement', href: { path: '/admin/agreements/manage', key: 'agreementId' } },
    // "Version 2": the section's own cell.
    { field: 'version', kind: 'number', label: 'overview.columns.acceptedVersion' },
    { field: 'name', label: 'overview.columns.acceptedBy' },
    { field: 'userEmail', label: 'overview.columns.account' },
    { field: 'ip', label: 'overview.columns.address' },
  ],
  labelField: 'companyName',
  // Searched by the server half's own condition: the companies' name and e-mail through their index.
  searchFields: [],
  defaultSort: { field: 'acceptedAt', dir: 'desc' },
  filters: [{ field: 'agreement', kind: 'relation', resource: 'adminAgreements', label: 'overview.filterAgreement' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  canExport: false,
} satisfies ResourceDef;
