import { z } from 'zod';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The status filter's choices: an active template shows in the portal, an inactive one does not. */
export const AGREEMENT_TEMPLATE_STATES = ['active', 'inactive'] as const;

/**
 * /admin/agreements/manage (issue 12): the agreement templates by name, each with its latest published version and
 * its day, whether a draft is being prepared, and how many companies it applies to; found by a part of its name;
 * filtered by active or inactive; sortable by name, publication day, companies and last change. Each row opens the
 * template's page (/admin/agreements/manage/{id}). A template is created, saved and deleted by workflows with their
 * own messages and audit entries (admin.agreements.create, update, delete), as are its companies, drafts, pages and
 * publishing, so the collection itself offers no writes. Mounted by the admin router as `admin.agreements`, beside
 * those workflows: `admin.agreements.list` is this list.
 */
export const adminAgreementsResource = {
  name: 'adminAgreements',
  mount: 'agreements',
  face: 'admin',
  basePath: '/admin/agreements/manage',
  routes: { list: 'admin.agreements.manage', detail: 'admin.agreements.edit' },
  ns: 'admin-agreements',
  title: 'manage.title',
  singular: 'manage.singular',
  lead: 'manage.description',
  empty: 'manage.empty',
  noMatch: 'manage.noMatch',
  searchHint: 'manage.search',
  parentPath: '/admin/agreements',
  schema: z.object({}),
  fields: [],
  columns: [
    { field: 'name', label: 'manage.columns.name', sortable: true, href: { path: '/admin/agreements/manage' } },
    // Active or inactive as the section's badge (a word as well as a colour).
    { field: 'active', label: 'manage.columns.status' },
    // "Version 3", or nothing before the first is published: the section's own cell.
    { field: 'latestVersion', kind: 'number', label: 'manage.columns.latest' },
    { field: 'latestPublishedAt', kind: 'date', label: 'manage.columns.published', sortable: true, nullsLast: true },
    { field: 'hasDraft', kind: 'boolean', label: 'manage.columns.draft' },
    { field: 'companyCount', kind: 'number', label: 'manage.columns.companies', sortable: true },
    { field: 'updatedAt', kind: 'date', label: 'manage.columns.updated', sortable: true },
  ],
  labelField: 'name',
  // Searched by the server half's own condition: a part of the name (templates are a handful).
  searchFields: ['name'],
  defaultSort: { field: 'name', dir: 'asc' },
  filters: [{ field: 'status', kind: 'select', options: AGREEMENT_TEMPLATE_STATES, label: 'manage.columns.status', optionLabels: 'states' }],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; a template is its versions' pages, read on its page.
  canExport: false,
} satisfies ResourceDef;
