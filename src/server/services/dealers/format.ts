import type { dealers } from '../../db/schema';

/**
 * How a dealer's contact details are shown and linked. Pure functions over a stored row, so the cards of every
 * language share them.
 */

type DealerRow = typeof dealers.$inferSelect;

/**
 * Countries that write the postcode after the town ("Leeds LS1 4AP", "Houston, TX 77002"); the rest of the dealers'
 * countries (continental Europe, Latin America) write it before ("8000 Aarhus C", "28001 Madrid").
 */
const POSTCODE_AFTER_TOWN = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'IN', 'ZA', 'AE', 'SA', 'JP', 'KR', 'SG', 'BR']);

/** Street lines, then the town line, then the region unless it is already part of the town line. */
export function addressLines(row: DealerRow, countryCode: string | null): string[] {
  const after = countryCode !== null && POSTCODE_AFTER_TOWN.has(countryCode);
  const town = (after ? [row.town, row.postcode] : [row.postcode, row.town]).filter(Boolean).join(' ');
  return [row.address1, row.address2, town, row.region].map((line) => line.trim()).filter(Boolean);
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
