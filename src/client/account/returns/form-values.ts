import type { BookingType, ReturnPart } from '../../../shared/returns/enums';
import { CARRIERS, SHIPPING_INVOICES } from '../../../shared/returns/enums';

/** ReturnInputSchema takes at most 10 lines: the add buttons stop there rather than let the server refuse. */
export const MAX_LINES = 10;

/** The radio value of Voltara's own repair centre, whose id is null (a radio's value must be a string). */
export const VOLTARA_CENTRE = 'voltara';

export type Carrier = (typeof CARRIERS)[number];
export type ShippingInvoice = (typeof SHIPPING_INVOICES)[number];
export type SendFrom = 'uk' | 'outside-uk';

/** One item to return, as the form holds it. */
export interface LineValues {
  productId: number | null;
  optionId: number | null;
  /** The chosen product's catalogue slug, where its kit list is read; the form's own (not sent). */
  productSlug: string;
  itemName: string;
  part: ReturnPart;
  partName: string;
  serialNumber: string;
  orderNumber: string;
  /** Pounds as typed; the server turns it into pence. */
  value: string;
}

/**
 * The form's values, named as ReturnInputSchema names its fields, so a 422's dotted paths ("lines.0.value",
 * "details.email") are the form's own field names. Closed choices may be '' (nothing chosen yet).
 */
export interface ReturnFormValues {
  details: { firstName: string; lastName: string; email: string; telephone: string; companyName: string };
  invoiceAddress: { companyName: string; address1: string; address2: string; town: string; county: string; postcode: string; country: string };
  sendFrom: SendFrom | '';
  sendFromCountry: string;
  lines: LineValues[];
  bookingType: BookingType | '';
  /** VOLTARA_CENTRE, a partner company's id as text, or '' for none chosen. */
  repairCentreId: string;
  shippingInvoice: ShippingInvoice | '';
  carrier: Carrier | '';
  carrierOther: string;
  notes: string;
  vatConfirmed: boolean;
}

export function emptyLine(): LineValues {
  return { productId: null, optionId: null, productSlug: '', itemName: '', part: 'full-kit', partName: '', serialNumber: '', orderNumber: '', value: '' };
}

export function emptyReturn(): ReturnFormValues {
  return {
    details: { firstName: '', lastName: '', email: '', telephone: '', companyName: '' },
    invoiceAddress: { companyName: '', address1: '', address2: '', town: '', county: '', postcode: '', country: '' },
    sendFrom: '',
    sendFromCountry: '',
    lines: [emptyLine()],
    bookingType: '',
    // Voltara's works come first and are where most returns go: chosen unless the customer picks a partner.
    repairCentreId: VOLTARA_CENTRE,
    shippingInvoice: '',
    carrier: '',
    carrierOther: '',
    notes: '',
    vatConfirmed: false,
  };
}

/** A repair centre's id (null: Voltara) as its radio's value, and back. */
export const centreValue = (id: number | null): string => (id === null ? VOLTARA_CENTRE : String(id));

export function centreIdOf(value: string): number | null | undefined {
  if (value === VOLTARA_CENTRE) return null;
  const id = Number(value);
  return /^[1-9]\d*$/.test(value) && Number.isSafeInteger(id) ? id : undefined;
}
