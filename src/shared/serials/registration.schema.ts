import { z } from 'zod';
import { isoDate } from './service.schema';

/** SPEC.md: 'No serials found: we could not find any serial numbers for this product, try again or contact us'. */
export const NO_SERIALS_FOUND = 'No serials found: we could not find any serial numbers for this product, try again or contact us';

/** Most serials one registration takes (a delivery of instruments typed or pasted at once). */
export const MAX_SERIALS_PER_REGISTRATION = 50;

export const RegistrationSearchSchema = z.object({ query: z.string().trim().min(1).max(1000) });

export const RegistrationSchema = z.object({
  productId: z.number().int().positive(),
  optionId: z.number().int().positive().nullable(),
  /** As typed: one per line, or separated by commas. */
  serials: z.string().trim().min(1).max(4000),
  purchaseDate: isoDate,
});

export interface RegistrationCandidate {
  product: { id: number; slug: string; name: string; modelCode: string; imageUrl: string };
  /** The options to choose among: those the typed serial exists for, or all of the product's. Empty: none. */
  options: Array<{ id: number; name: string; modelCode: string }>;
  /** The serial typed in the search, when the search found it (the serials step starts with it). */
  serial: string | null;
}

export interface RegistrationSearchResult {
  by: 'serial' | 'name' | 'none';
  candidates: RegistrationCandidate[];
}

export interface RegisteredSerial {
  id: number;
  number: string;
  certificate: { id: number; number: string } | null;
  /** Sold to a named end customer the account does not match: the claim waits for the seller or Voltara to confirm it. */
  waiting?: boolean;
}
