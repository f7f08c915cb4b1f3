import { townLine } from '../../../shared/countries/postal-order';
import type { dealers } from '../../db/schema';

/**
 * How a dealer's contact details are shown and linked. Pure functions over a stored row, so the cards of every
 * language share them.
 */

type DealerRow = typeof dealers.$inferSelect;

/** Street lines, then the town line (in the country's order), then the region unless it is already part of it. */
export function addressLines(row: DealerRow, countryCode: string | null): string[] {
  return [row.address1, row.address2, townLine(row.town, row.postcode, countryCode), row.region].map((line) => line.trim()).filter(Boolean);
}

/** `tel:` with what a phone dials: digits and a leading +, spaces and brackets dropped ("" without a number). */
export function telephoneHref(telephone: string): string {
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The website as people read it: no scheme, no "www.", no trailing slash. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
