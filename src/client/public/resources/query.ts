import { parseThickness, type ParsedThickness } from '../../../shared/catalog/test-voltage';

/**
 * The calculator's query (?thickness=&unit=), read the same way by the server's loader and the page: null when the
 * visitor has not asked anything yet (no thickness parameter at all), so a first visit shows no error.
 */
export function thicknessQuery(search: URLSearchParams): ParsedThickness | null {
  if (!search.has('thickness')) return null;
  return parseThickness(search.get('thickness'), search.get('unit') ?? 'um');
}

export function testVoltageHref(thickness: string, unit: string): string {
  const params = new URLSearchParams({ thickness, unit });
  return `/resources/testvoltage?${params.toString()}`;
}
