import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The state filter's choices: the latest published version accepted by the company, or still waiting for it. */
export const AGREEMENT_STANDING_FILTERS = ['pending', 'accepted'] as const;

/**
 * /admin/agreements (issue 12): per company and agreement (one row per assignment), whether the latest published
 * version is accepted — by whom (the name as typed and the account), when and from which address — or still pending,
 * and whether its e-mail went out. Found by a part of the company's name or e-mail address; filtered by agreement
 * (`?agreement=`) and state; sorted by company (default, then agreement) or agreement. Assignments change on the
 * template's page and acceptances in the portal, so the collection offers no writes. Mounted by the admin router as
 * `admin.agreements.overview`, inside the templates' router.
 */
export const adminAgreementStandingsResource = {
  name: 'adminAgreementStandings',
  mount: 'agreements.overview',
  face: 'admin',
  basePath: '/admin/agreements',
  routes: { list: 'admin.agreements' },
  ns: 'admin-agreements',
  title: 'overview.title',
  singular: 'overview.singular',
  lead: 'overview.description',
  empty: 'overview.emptyAll',
  noMatch: 'overview.empty',
  searchHint: 'overview.search',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // The company's name links to its page.
    { field: 'companyName', label: 'overview.columns.company', sortable: true, href: { path: '/admin/distributors/distributors', key: 'companyId' } },
    { field: 'agreementName', label: 'overview.columns.agreement', sortable: true, href: { path: '/admin/agreements/manage', key: 'agreementId' } },
    // "Version 2", or nothing before the first is published: the section's own cell.
    { field: 'latestVersion', kind: 'number', label: 'overview.columns.version' },
    // The state's badge, with the version last accepted under a newer one: the section's own cell.
    { field: 'state', label: 'overview.columns.state', reads: ['lastAcceptedVersion'] },
    { field: 'acceptedName', label: 'overview.columns.acceptedBy' },
    { field: 'acceptedEmail', label: 'overview.columns.account' },
    { field: 'acceptedIp', label: 'overview.columns.address' },
    // The day and time: the section's own cell.
    { field: 'acceptedAt', kind: 'date', label: 'overview.columns.acceptedAt' },
    // Yes or no once a version is published: the section's own cell.
    { field: 'emailed', kind: 'boolean', label: 'overview.columns.emailed' },
  ],
  labelField: 'companyName',
  // Searched by the server half's own condition: the companies' name and e-mail through their index.
  searchFields: [],
  defaultSort: { field: 'companyName', dir: 'asc' },
  filters: [
    { field: 'agreement', kind: 'relation', resource: 'adminAgreements', label: 'overview.filterAgreement' },
    { field: 'state', kind: 'select', options: AGREEMENT_STANDING_FILTERS, label: 'overview.filterState', optionLabels: 'overview.filterStates' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old overview had none; who accepted what is followed here and on each template's page.
  canExport: false,
} satisfies ResourceDef;
