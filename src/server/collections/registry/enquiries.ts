import { adminEnquiriesCollection } from '../../features/enquiries/collections/admin-enquiries';

/** The public forms' enquiries, as the admin area lists them, by name. */
export const ENQUIRY_SERVER_RESOURCES = { adminEnquiries: adminEnquiriesCollection };
