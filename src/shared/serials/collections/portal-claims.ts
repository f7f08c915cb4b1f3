import { z } from 'zod';
import { CLAIM_STATUSES } from '../../serials/claims.schema';
import { CLAIM_STATE_CHOICES } from './admin-claims';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /portal/serials (docs/decisions/0030, 0078): customers' claims to instruments the reader's company sold to someone
 * else (an admin in the portal: every company's), newest first; by default those that wait for the company, the decided
 * ones on request; found by a part of the claimant's name or e-mail address or the start of the serial number. Only the
 * company's senior users read them (a claim names the claimant and their address). A claim is confirmed or refused by a
 * workflow beside the list (`portal.claims.decide`, the row's "Decide"), so the collection offers no writes; its `get`
 * answers the claim as the decision dialog shows it. Drawn inside the serials page under its own heading.
 */
export const portalClaimsResource = {
  name: 'portalClaims',
  mount: 'claims',
  face: 'portal',
  basePath: '/portal/serials',
  routes: {},
  ns: 'portal-serials',
  title: 'claims.heading',
  singular: 'claims.singular',
  empty: 'claims.none',
  noMatch: 'claims.noMatch',
  searchHint: 'claims.search',
  parentPath: '/portal',
  schema: z.object({ status: z.enum(CLAIM_STATUSES) }),
  // No form (no writes): the status is a field only to name its options, the column's labels.
  fields: [{ name: 'status', kind: 'select', options: CLAIM_STATUSES, label: 'claims.columns.status', optionLabels: 'claims.statuses' }],
  columns: [
    { field: 'serialNumber', label: 'claims.columns.serial', href: { path: '/portal/serials', key: 'serialId' }, secondary: 'modelCode' },
    { field: 'endCustomer', label: 'claims.soldTo' },
    { field: 'claimantName', label: 'claims.claimant', secondary: 'claimantEmail' },
    { field: 'status', kind: 'select', label: 'claims.columns.status', optionLabels: 'claims.statuses' },
    { field: 'createdAt', kind: 'date', label: 'claims.claimedOn', sortable: true },
  ],
  labelField: 'serialNumber',
  // Searched by the server half's own condition (the serial number's start besides these two).
  searchFields: ['claimantName', 'claimantEmail'],
  defaultSort: { field: 'createdAt', dir: 'desc' },
  filters: [{ field: 'state', kind: 'select', options: CLAIM_STATE_CHOICES, label: 'claims.state', optionLabels: 'claims.states', allLabel: 'claims.states.waiting' }],
  access: readOnlyAccess('portal:manage-company'),
  canAdd: false,
  // A claim holds the claimant's name and address: read here, not handed out as a file.
  canExport: false,
} satisfies ResourceDef;
