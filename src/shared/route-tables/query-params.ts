/**
 * The query parameters a server-rendered page may read (issue 28 item 19). Each public section declares, in its
 * `routes.ts`, the ones its pages read, by route id (`SectionQuery`): the page cache keys a page on those alone
 * (route-tables/query.ts), so `?utm_source=...` gets the page already made instead of a new render.
 */
export type QueryParam =
  /** A list's page number (catalogue, articles, search results). */
  | 'page'
  /** The search text of /search, the FAQs and troubleshooting. */
  | 'q'
  /** The search text of /products/search (the mobile box). */
  | 'search'
  /** Category filters. */
  | 'application'
  | 'tag'
  /** Troubleshooting's product filter. */
  | 'product'
  /** The dealer finder's area. */
  | 'area'
  /** The test-voltage calculator's input. */
  | 'thickness'
  | 'unit'
  /** /verify?code= (a certificate's code typed in). */
  | 'code'
  /** The auth screens: where to go after signing in, and the notices they show on arrival. */
  | 'redirect'
  | 'denied'
  | 'verified'
  | 'email'
  /** The newsletter's notices and deep link, read by the default layout on every page (NewsletterSlot). */
  | 'newsletter';

/** A section's declaration: the parameters each of its pages reads, in the order they key it. Absent: none. */
export type SectionQuery<Id extends string> = Partial<Record<Id, readonly QueryParam[]>>;
