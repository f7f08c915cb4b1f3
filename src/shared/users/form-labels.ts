import type { FormLabels } from '../field-labels';

/** The /admin/users/{id} profile form's labels ("Company", not the company of a lead or a sale). */
export const ADMIN_USER_FORM_LABELS: FormLabels = {
  fields: {
    name: 'admin-users:user.name',
    email: 'admin-users:user.email',
    role: 'admin-users:user.role',
    company_id: 'admin-users:user.company',
    locale: 'admin-users:user.locale',
  },
};
