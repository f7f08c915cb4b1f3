import { z } from 'zod';
import { CONSENT_KINDS } from '../../logs/gdpr.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** A consent's status as the list filters it: the stored `given` flag in words. */
export const CONSENT_STATUSES = ['given', 'withdrawn'] as const;

/**
 * /admin/logs/gdpr (issue 4, Logs; GDPR): the consents given and withdrawn, newest first; found by the start of the
 * e-mail address they were given with, narrowed to a kind, a status, a span of days or one account (its id, set by
 * the page's "Consents" button beside a person found, or typed). Consents are written by the forms and the account
 * only (and anonymised by an erasure), so the collection offers no writes; it is mounted as `admin.logs.gdpr.consents`
 * beside the GDPR workflows (find, export, erase).
 */
export const gdprConsentsResource = {
  name: 'gdprConsents',
  mount: 'logs.gdpr.consents',
  face: 'admin',
  basePath: '/admin/logs/gdpr',
  // No route of its own: the GDPR log's page draws it under the requests.
  routes: {},
  ns: 'admin-logs',
  title: 'gdpr.consents',
  singular: 'gdpr.consent',
  empty: 'empty',
  noMatch: 'noMatches',
  searchHint: 'gdpr.emailHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // Drawn by the page to the second (LogTime).
    { field: 'createdAt', kind: 'date', label: 'when', sortable: true },
    { field: 'email', label: 'gdpr.email' },
    { field: 'kind', kind: 'select', label: 'gdpr.consent', optionLabels: 'gdpr.consentKinds' },
    // Drawn by the page as "Given" or "Withdrawn".
    { field: 'given', kind: 'boolean', label: 'gdpr.status' },
  ],
  labelField: 'email',
  searchFields: [],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'kind', kind: 'select', options: CONSENT_KINDS, label: 'gdpr.consent', optionLabels: 'gdpr.consentKinds' },
    // Its options' labels are gdpr.given and gdpr.withdrawn.
    { field: 'status', kind: 'select', options: CONSENT_STATUSES, label: 'gdpr.status', optionLabels: 'gdpr' },
    { field: 'createdAt', kind: 'dateRange', label: 'days' },
    { field: 'userId', kind: 'text', label: 'gdpr.subject' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // Read on the screen, as before; a person's consents go into their personal-data export.
  canExport: false,
} satisfies ResourceDef;
