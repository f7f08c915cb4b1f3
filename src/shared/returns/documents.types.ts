import type { Locale } from '../locales';
import type { BookingType, ReturnPart } from './enums';

/** What the return's printouts (confirmation, return invoice, label) are drawn from. */
export interface ReturnDocument {
  rmaNumber: string;
  createdOn: string;
  locale: Locale;
  bookingType: BookingType;
  /** The repair centre the parcel goes to, with its address lines. */
  repairCentre: { name: string; address: string[] };
  customer: { name: string; company: string; email: string; telephone: string; address: string[] };
  invoiceAddress: string[];
  sendFrom: string;
  carrier: string;
  /** true: the customer asked us to make the shipping (pro-forma) invoice. */
  shippingInvoiceCreated: boolean;
  lines: Array<{ itemName: string; part: ReturnPart; serialNumber: string; orderNumber: string; valuePence: number }>;
  /** ISO 4217, GBP for now. */
  currency: string;
}
