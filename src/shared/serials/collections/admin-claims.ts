import { z } from 'zod';
import { CLAIM_STATUSES } from '../claims.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/** The state filter's choices besides its unset one, "Waiting" (the claims still to decide: the list's default). */
export const CLAIM_STATE_CHOICES = ['decided', 'any'] as const;
/** The seller filter's choices besides its unset one, "Sold by Voltara" (the claims Voltara decides: the default). */
export const CLAIM_SELLER_CHOICES = ['partner', 'any'] as const;

/**
 * /admin/serials (docs/decisions/0030, 0076): customers' claims to instruments sold to a named customer, newest first;
 * by default those that wait for Voltara (no company sold the instrument), a partner's or any seller's and the decided
 * ones on request; found by a part of the claimant's name or e-mail address or the start of the serial number. Each
 * serial number opens the instrument's page, where the claim is confirmed or refused (a workflow beside the list), so
 * the collection offers no writes. Drawn inside the serials page under its own heading, mounted as
 * `admin.serials.claims` beside the serial workflows.
 */
export const adminClaimsResource = {
  name: 'adminClaims',
  mount: 'serials.claims',
  face: 'admin',
  basePath: '/admin/serials',
  routes: {},
  ns: 'admin-service',
  title: 'claims.title',
  singular: 'claims.singular',
  empty: 'claims.empty',
  noMatch: 'claims.noMatch',
  searchHint: 'claims.search',
  parentPath: '/admin',
  schema: z.object({ status: z.enum(CLAIM_STATUSES) }),
  // No form (no writes): the status is a field only to name its options, the column's labels.
  fields: [{ name: 'status', kind: 'select', options: CLAIM_STATUSES, label: 'claims.columns.status', optionLabels: 'claims.statuses' }],
  columns: [
    { field: 'serialNumber', label: 'claims.columns.serial', href: { path: '/admin/serials', key: 'serialId' } },
    { field: 'claimantName', label: 'claims.columns.claimant', secondary: 'claimantEmail' },
    { field: 'soldBy', label: 'claims.columns.soldBy', emptyLabel: 'claims.voltara' },
    { field: 'status', kind: 'select', label: 'claims.columns.status', optionLabels: 'claims.statuses' },
    { field: 'createdAt', kind: 'date', label: 'claims.columns.date', sortable: true },
  ],
  labelField: 'serialNumber',
  // Searched by the server half's own condition (the serial number's start besides these two).
  searchFields: ['claimantName', 'claimantEmail'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [
    { field: 'state', kind: 'select', options: CLAIM_STATE_CHOICES, label: 'claims.state', optionLabels: 'claims.states', allLabel: 'claims.states.waiting' },
    { field: 'seller', kind: 'select', options: CLAIM_SELLER_CHOICES, label: 'claims.seller', optionLabels: 'claims.sellers', allLabel: 'claims.sellers.voltara' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // A claim holds the claimant's name and address: read here, not handed out as a file.
  canExport: false,
} satisfies ResourceDef;
