import { z } from 'zod';
import { BOOKING_TYPES, CARRIERS, RETURN_PARTS, RETURN_STATUSES, SHIPPING_INVOICES } from './enums';
import { oneLine } from '../validation';
import type { ReturnSelfServiceFacts } from './self-service';

/** SPEC.md section 8: the shipping warning must be ticked; the item value must be entered. */
export const RETURN_MESSAGES = {
  vat: 'You must agree to the above',
  value: 'The item value must be entered.',
} as const;

/** One-line fields (names, the address lines, references): shared/validation.ts `oneLine`. */
const line = (max = 200) => oneLine(max);
const required = (max = 200) => oneLine(max).min(1);
/** Notes may break lines. */
const notes = () => z.string().trim().max(2000).default('');

const ReturnLineSchema = z.object({
  productId: z.number().int().positive().nullable().default(null),
  optionId: z.number().int().positive().nullable().default(null),
  /** The product or part as the customer chose or typed it. */
  itemName: required(200),
  part: z.enum(RETURN_PARTS),
  /** When a single part is sent: which one (from the product's kit list, or typed). */
  partName: line(200).default(''),
  serialNumber: line(60).default(''),
  orderNumber: line(60).default(''),
  /** Pounds as typed ("1250" or "1,250.50"); stored in pence. Required (SPEC.md). */
  value: z
    .union([z.string(), z.number()], { error: RETURN_MESSAGES.value })
    .transform((raw, context) => {
      const text = String(raw).replace(/[£,\s]/g, '');
      const pounds = Number(text);
      if (text === '' || !/^\d{1,9}(\.\d{1,2})?$/.test(text) || !Number.isFinite(pounds) || pounds <= 0) {
        context.addIssue({ code: 'custom', message: RETURN_MESSAGES.value });
        return z.NEVER;
      }
      return Math.round(pounds * 100);
    }),
});

const AddressSchema = z.object({
  companyName: line(),
  address1: required(),
  address2: line(),
  town: required(100),
  county: line(100),
  postcode: line(20),
  country: required(100),
});

export const ReturnInputSchema = z.object({
  details: z.object({
    firstName: required(100),
    lastName: required(100),
    email: z.email().max(200),
    telephone: required(40),
    companyName: line(),
  }),
  invoiceAddress: AddressSchema,
  /** Where the parcel leaves from: the UK, or outside it (customs paperwork then goes with it). */
  sendFrom: z.enum(['uk', 'outside-uk']),
  sendFromCountry: line(100).default(''),
  lines: z.array(ReturnLineSchema).min(1).max(10),
  bookingType: z.enum(BOOKING_TYPES),
  /** null: Voltara's own repair centre; otherwise a certified partner with service rights. */
  repairCentreId: z.number().int().positive().nullable(),
  shippingInvoice: z.enum(SHIPPING_INVOICES),
  carrier: z.enum(CARRIERS),
  carrierOther: line(100).default(''),
  notes: notes(),
  vatConfirmed: z.literal(true, { error: RETURN_MESSAGES.vat }),
}).superRefine((value, context) => {
  // What the printouts need when a choice asks for more: the carrier's name, the country, which part.
  if (value.carrier === 'other' && !value.carrierOther) context.addIssue({ code: 'custom', path: ['carrierOther'], message: 'msg:required' });
  if (value.sendFrom === 'outside-uk' && !value.sendFromCountry) context.addIssue({ code: 'custom', path: ['sendFromCountry'], message: 'msg:required' });
  value.lines.forEach((line, index) => {
    if (line.part === 'single-part' && !line.partName) context.addIssue({ code: 'custom', path: ['lines', index, 'partName'], message: 'msg:required' });
  });
});
export type ReturnInput = z.input<typeof ReturnInputSchema>;

export const ReturnStatusChangeSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(RETURN_STATUSES),
  note: notes(),
  /** A quote or the final cost, in pounds; empty keeps what is there. */
  cost: z.union([z.string(), z.number()]).optional(),
});

export interface RepairCentre {
  /** null: Voltara. */
  id: number | null;
  name: string;
  address: string[];
}

export interface ReturnListItem {
  id: number;
  rmaNumber: string;
  bookingType: (typeof BOOKING_TYPES)[number];
  status: (typeof RETURN_STATUSES)[number];
  createdAt: string;
  items: string[];
  repairCentre: string;
}

/** A return as its owner and the back office read it; the tracking number and files are the owner's (self-service.ts). */
export interface ReturnDetail extends ReturnListItem, ReturnSelfServiceFacts {
  details: z.output<typeof ReturnInputSchema>['details'];
  invoiceAddress: z.output<typeof ReturnInputSchema>['invoiceAddress'];
  sendFrom: 'uk' | 'outside-uk';
  sendFromCountry: string;
  shippingInvoice: (typeof SHIPPING_INVOICES)[number];
  carrier: (typeof CARRIERS)[number];
  carrierOther: string;
  notes: string;
  lines: Array<{ itemName: string; part: (typeof RETURN_PARTS)[number]; partName: string; serialNumber: string; orderNumber: string; valuePence: number; serialId: number | null }>;
  history: Array<{ status: (typeof RETURN_STATUSES)[number]; note: string; at: string }>;
  costPence: number | null;
}
