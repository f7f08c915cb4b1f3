import { adminRoute, type IdsOf } from '../../../shared/route-tables/define';

/** Not in SPEC.md: the inbox of the public forms' enquiries (issue 9, scope 2). */
export const ENQUIRIES_ROUTES = [
  adminRoute('/enquiries', 'admin.enquiries', 'admin-enquiries:list.description'),
  adminRoute('/enquiries/:id', 'admin.enquiry', 'admin-enquiries:detail.description'),
] as const;

export type EnquiriesRouteId = IdsOf<typeof ENQUIRIES_ROUTES>;
