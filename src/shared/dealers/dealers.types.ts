import type { DealerTag } from './dealer-kinds';

/** What the dealer finder's procedures answer (public.dealers.*), in one language. */

/** A country that has dealers: based there, or serving it from elsewhere. */
export interface DealerCountry {
  /** The {area} of its page (countrySlug of the stored name). */
  slug: string;
  /** In the visitor's language where the country is a known ISO 3166 one, else as stored. */
  name: string;
  url: string;
  /** Dealers based in the country. */
  based: number;
  /** Dealers based elsewhere that serve it. */
  serving: number;
}

export interface DealerCard {
  id: number;
  name: string;
  tags: DealerTag[];
  /** Street lines, then the town line (postcode placed as the country writes it), then the region. */
  addressLines: string[];
  /** The same address as fields, for structured data (schema.org PostalAddress). */
  postal: { street: string; town: string; postcode: string; region: string };
  country: string;
  /** ISO 3166-1 alpha-2, when known (structured data). */
  countryCode: string | null;
  telephone: string;
  /** `tel:` URI: digits and a leading +, as dialled. */
  telephoneHref: string;
  email: string;
  website: string;
  /** The website without its scheme, as shown. */
  websiteLabel: string;
  /** The other countries it serves, in the visitor's language and collation. */
  serves: string[];
}

export interface DealerAreaPage {
  country: DealerCountry;
  /** Dealers based in the country. */
  based: DealerCard[];
  /** Dealers based elsewhere that serve it. */
  serving: DealerCard[];
  /** Every country with dealers, for the picker. */
  countries: DealerCountry[];
}

/** A country drawn as a link on a map. */
export interface MapCountry {
  slug: string;
  name: string;
  /** SVG path data, in the map's viewBox. */
  d: string;
  /** Also a link on the Europe map: the world map's link is then left out of the Tab order (one stop per country). */
  inEurope?: boolean;
}

/** One map as SVG path data, drawn on the server (world-atlas, d3-geo): the countries without dealers as one path. */
export interface DealerMap {
  width: number;
  height: number;
  plain: string;
  countries: MapCountry[];
}

export interface DealerFinderPage {
  countries: DealerCountry[];
  /** How many published dealers there are. */
  dealers: number;
}

/**
 * The finder's two maps (public.dealers.maps), apart from the page's data: a server-rendered page carries them once,
 * as SVG, and not again in its query state (client/ssr/server-only-queries.ts).
 */
export interface DealerMaps {
  world: DealerMap;
  europe: DealerMap;
}
