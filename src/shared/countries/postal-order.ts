/**
 * Where a country writes the postcode. Those listed write it after the town ("Leeds LS1 4AP", "Houston, TX 77002");
 * the rest (continental Europe, Latin America) before it ("8000 Aarhus C", "28001 Madrid"). By ISO 3166 alpha-2.
 */
const POSTCODE_AFTER_TOWN = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'IN', 'ZA', 'AE', 'SA', 'JP', 'KR', 'SG', 'BR']);

export function postcodeAfterTown(countryCode: string | null): boolean {
  return countryCode !== null && POSTCODE_AFTER_TOWN.has(countryCode);
}

/** The town and its postcode as one line, in the country's order. */
export function townLine(town: string, postcode: string, countryCode: string | null): string {
  return (postcodeAfterTown(countryCode) ? [town, postcode] : [postcode, town]).map((part) => part.trim()).filter(Boolean).join(' ');
}
