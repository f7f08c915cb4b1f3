import { INTL_LOCALE, type Locale } from '../locales';
import { countryCode } from './country-codes';

/**
 * THE country names people read (docs/decisions/0037): a country in the reader's language wherever it is shown or
 * chosen (forms, the dealer finder, the portal, admin selects and filters, PDFs and mails). English shows the name
 * Manage Countries stores; the other languages take the runtime's CLDR name of its ISO code (Dänemark, Dinamarca,
 * Danemark, Denemarken ...), and a country without a known code keeps its stored name. Manage Countries itself, the
 * `/api/countries` contract and the `/distributors/{country}` slugs keep the stored English name.
 */
const displayNames = new Map<Locale, Intl.DisplayNames>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(INTL_LOCALE[locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names;
}

/** A stored country name as the reader of `locale` knows it. */
export function countryLabel(storedName: string, locale: Locale): string {
  if (locale === 'en') return storedName;
  const code = countryCode(storedName);
  return (code && namesIn(locale).of(code)) || storedName;
}

/** The same for a name that may be absent (a company or profile without a country). */
export function countryLabelOrNull(storedName: string | null, locale: Locale): string | null {
  return storedName === null ? null : countryLabel(storedName, locale);
}

const collators = new Map<Locale, Intl.Collator>();

/** Orders names as the reader's language does ("Åland Islands" after "Afghanistan", "Österreich" with the O's). */
export function countryCollator(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

/** Rows given their `label` in the reader's language, in that language's order (ties by id, so the order is stable). */
export function labelCountries<Row extends { id: number; name: string }>(rows: readonly Row[], locale: Locale): Array<Row & { label: string }> {
  const collator = countryCollator(locale);
  return rows
    .map((row) => ({ ...row, label: countryLabel(row.name, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
}
