import { adminEnquiriesResource } from '../../enquiries/collections/admin-enquiries';

/** The public forms' enquiries, as the admin area lists them. */
export const ENQUIRY_RESOURCES = { adminEnquiries: adminEnquiriesResource } as const;
