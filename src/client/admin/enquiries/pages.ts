import type { AdminPages } from '../page-registry';
import { EnquiriesPage } from './EnquiriesPage';
import { EnquiryPage } from './EnquiryPage';

/** The enquiries inbox (issue 9): the list and one enquiry. */
export const ENQUIRIES_PAGES: AdminPages = {
  'admin.enquiries': EnquiriesPage,
  'admin.enquiry': EnquiryPage,
};
