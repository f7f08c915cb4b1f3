import { z } from 'zod';
import { ANNOUNCEMENT_STATES } from '../announcements.schema';
import { readOnlyAccess, type ResourceDef } from '../../collections/types';

/**
 * /admin/distributors/announcements (issues 12 and 27): every announcement to the partners, newest publication first,
 * with its audience, window, state, last e-mail send and readers; found by its title in any language, filtered by state
 * and by the company it is aimed at. Read-only as a collection: an announcement is written in the section's own editor
 * (six languages, the audience, a window to the minute) and e-mailed by the send workflow, procedures mounted beside
 * the list as `admin.announcements.{add,edit,remove,options,sendPreview,send}` (decision 0060).
 */
export const adminAnnouncementsResource = {
  name: 'adminAnnouncements',
  mount: 'announcements',
  face: 'admin',
  basePath: '/admin/distributors/announcements',
  routes: { list: 'admin.distributors.announcements' },
  ns: 'admin-news',
  title: 'announcements.title',
  singular: 'announcements.singular',
  lead: 'announcements.description',
  empty: 'announcements.empty',
  noMatch: 'announcements.noMatch',
  searchHint: 'announcements.searchHint',
  parentPath: '/admin',
  schema: z.object({}),
  fields: [],
  columns: [
    // The English title: the one every announcement has (the others may be empty and fall back to it).
    { field: 'title_EN', label: 'announcements.columns.title', sortable: true },
    { field: 'roles', label: 'announcements.columns.audience', reads: ['companyId', 'countryId'] },
    { field: 'publishFrom', kind: 'date', label: 'announcements.columns.window', sortable: true, reads: ['publishUntil'] },
    { field: 'state', kind: 'select', label: 'announcements.columns.state', optionLabels: 'states' },
    { field: 'emailed', kind: 'boolean', label: 'announcements.columns.emailed', reads: ['sentAt', 'sentCount'] },
    { field: 'reads', kind: 'number', label: 'announcements.columns.reads' },
  ],
  labelField: 'title_EN',
  searchFields: ['title_EN'],
  defaultSort: { field: 'publishFrom', dir: 'desc' },
  filters: [
    { field: 'state', kind: 'select', options: ANNOUNCEMENT_STATES, label: 'announcements.state', optionLabels: 'states' },
    { field: 'companyId', kind: 'relation', resource: 'companies', label: 'announcements.company' },
  ],
  access: readOnlyAccess('admin:access'),
  canAdd: false,
  // The old list had none; an announcement's texts are HTML in six languages, read in the editor, not in a sheet.
  canExport: false,
} satisfies ResourceDef;
