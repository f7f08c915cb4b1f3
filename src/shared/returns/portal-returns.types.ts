import type { ReturnDetail, ReturnListItem } from './return.schema';

/** The end customer a partner booked the return for, as entered on the form. */
export interface ReturnEndCustomer {
  company: string;
  contact: string;
}

/** A return of a partner company as its Details dialog opens: the list item plus whom it is for and the serials sent. */
export interface CompanyReturnRow extends ReturnListItem {
  endCustomer: ReturnEndCustomer;
  /** The serial numbers of the items (those entered). */
  serials: string[];
  /** The partner company that booked it: an admin sees every company's returns. */
  companyName: string;
}

/** What portal.returns.get answers: the row, the items, the contact, who booked it and the status history. */
export interface CompanyReturnDetail extends CompanyReturnRow {
  contact: { name: string; email: string; telephone: string };
  /** The colleague who booked it ('' if the account is gone). */
  bookedBy: string;
  lines: Array<Pick<ReturnDetail['lines'][number], 'itemName' | 'part' | 'partName' | 'serialNumber' | 'orderNumber'>>;
  history: ReturnDetail['history'];
  costPence: number | null;
  /** The carrier as booked or corrected, its tracking number and the files attached (issue 30 item 14). */
  carrier: ReturnDetail['carrier'];
  carrierOther: string;
  trackingNumber: string;
  attachments: ReturnDetail['attachments'];
}
