import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider } from '../../src/client/lib/i18n-react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Pagination } from '../../src/client/components/ui/Pagination';
import {
  computePages,
  countText,
  pageTarget,
  paginationItems,
  type PageState,
  type Translate,
} from '../../src/client/components/ui/pagination';
import { formatNumber } from '../../src/shared/format/plain-numbers';
import de from '../../locales/de/ui.json';
import en from '../../locales/en/ui.json';
import es from '../../locales/es/ui.json';
import fr from '../../locales/fr/ui.json';
import nl from '../../locales/nl/ui.json';
import pt from '../../locales/pt/ui.json';

const UI = { de, en, es, fr, nl, pt } as const;
let i18n: i18n;

beforeAll(async () => {
  // i18next's own plural and interpolation rules, with the real ui.json files, as the app loads them.
  i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['ui'],
    defaultNS: 'ui',
    resources: Object.fromEntries(Object.entries(UI).map(([lang, ui]) => [lang, { ui }])),
    interpolation: { escapeValue: false },
  });
});

const tFor = (lang: string): Translate => {
  const t = i18n.getFixedT(lang, 'ui');
  return (key, options) => t(key, options);
};
const text = (lang: string, page: number, total: number, perPage: number) =>
  countText(tFor(lang), computePages(page, total, perPage), lang);

describe('computePages bounds (SPEC.md section 5: pages only from 1 to the last)', () => {
  it('clamps invalid current pages instead of throwing', () => {
    expect(computePages(0, 250, 10).current).toBe(1);
    expect(computePages(-4, 250, 10).current).toBe(1);
    expect(computePages(Number.NaN, 250, 10).current).toBe(1);
    expect(computePages(26, 250, 10).current).toBe(25);
    expect(computePages(9999, 250, 10)).toMatchObject({ current: 25, lastPage: 25, from: 241, to: 250 });
    expect(computePages(2.7, 250, 10).current).toBe(2);
  });

  it('treats a missing or negative total as no records and a per-page count below 1 as 1', () => {
    expect(computePages(1, Number.NaN, 10)).toMatchObject({ total: 0, lastPage: 0, pages: [] });
    expect(computePages(3, -20, 10)).toMatchObject({ total: 0, lastPage: 0, current: 1, from: 0, to: 0 });
    expect(computePages(2, 5, 0)).toMatchObject({ perPage: 1, lastPage: 5, current: 2, from: 2, to: 2 });
    expect(computePages(1, 5, Number.NaN).perPage).toBe(1);
  });

  it('lets a click through only to another page within 1..last', () => {
    const state = computePages(3, 250, 10);
    expect(pageTarget(state, 0)).toBeNull();
    expect(pageTarget(state, -1)).toBeNull();
    expect(pageTarget(state, 26)).toBeNull();
    expect(pageTarget(state, Number.NaN)).toBeNull();
    expect(pageTarget(state, 3)).toBeNull(); // the current page is not a link
    expect(pageTarget(state, 25)).toBe(25);
    expect(pageTarget(state, 1)).toBe(1);
  });
});

describe('blocks of 10 page links', () => {
  it('puts page 10 in the first block and page 11 in the second (25 pages)', () => {
    expect(computePages(10, 250, 10)).toMatchObject({ blockStart: 1, blockEnd: 10, pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(computePages(11, 250, 10)).toMatchObject({ blockStart: 11, blockEnd: 20, pages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20] });
    expect(computePages(25, 250, 10)).toMatchObject({ blockStart: 21, blockEnd: 25, pages: [21, 22, 23, 24, 25] });
  });

  it('crosses blocks with previous and next, one page at a time', () => {
    const items = paginationItems(computePages(10, 250, 10));
    expect(items.at(-1)).toEqual({ kind: 'next', target: 11 });
    expect(paginationItems(computePages(11, 250, 10))[0]).toEqual({ kind: 'previous', target: 10 });
  });

  it('counts from and to on a partial last page', () => {
    expect(computePages(3, 25, 10)).toMatchObject({ lastPage: 3, from: 21, to: 25 });
    expect(computePages(1, 7, 10)).toMatchObject({ lastPage: 1, from: 1, to: 7, pages: [1] });
  });
});

describe('edge navigation flag', () => {
  const kinds = (state: PageState, edgeNavigation?: boolean) =>
    paginationItems(state, edgeNavigation === undefined ? {} : { edgeNavigation }).map((i) => (i.kind === 'page' ? i.page : i.kind));

  it('shows first and last only when asked', () => {
    const state = computePages(2, 30, 10);
    expect(kinds(state)).toEqual(['previous', 1, 2, 3, 'next']);
    expect(kinds(state, false)).toEqual(['previous', 1, 2, 3, 'next']);
    expect(kinds(state, true)).toEqual(['first', 'previous', 1, 2, 3, 'next', 'last']);
  });

  it('disables the controls that would leave 1..last', () => {
    const atStart = paginationItems(computePages(1, 30, 10), { edgeNavigation: true });
    expect(atStart.filter((i) => i.kind !== 'page')).toEqual([
      { kind: 'first', target: null },
      { kind: 'previous', target: null },
      { kind: 'next', target: 2 },
      { kind: 'last', target: 3 },
    ]);
    const atEnd = paginationItems(computePages(3, 30, 10), { edgeNavigation: true });
    expect(atEnd.filter((i) => i.kind !== 'page').map((i) => ('target' in i ? i.target : 0))).toEqual([1, 2, null, null]);
  });

  it('has no controls without records', () => {
    expect(paginationItems(computePages(1, 0, 10), { edgeNavigation: true })).toEqual([]);
  });
});

describe('count text and numbers', () => {
  it('uses the singular and plural forms in English', () => {
    expect(text('en', 1, 1, 10)).toBe('Showing 1 to 1 of 1 record');
    expect(text('en', 1, 2, 10)).toBe('Showing 1 to 2 of 2 records');
    expect(text('en', 3, 25, 10)).toBe('Showing 21 to 25 of 25 records');
    expect(text('en', 1, 0, 10)).toBe('No records');
  });

  it('formats with thousands separators in the visitor language (en-GB for English)', () => {
    expect(text('en', 101, 12345, 10)).toBe('Showing 1,001 to 1,010 of 12,345 records');
    expect(text('de', 101, 12345, 10)).toBe('1.001 bis 1.010 von 12.345 Einträgen');
    expect(text('de', 1, 1, 10)).toBe('1 bis 1 von 1 Eintrag');
    expect(text('nl', 1, 12345, 10)).toBe('1 tot 10 van 12.345 records weergegeven');
    expect(text('fr', 1, 12345, 10)).toBe('Affichage de 1 à 10 sur 12\u202f345 enregistrements');
    expect(text('es', 1, 1, 10)).toBe('Mostrando 1 a 1 de 1 registro');
    expect(text('pt', 1, 1, 10)).toBe('A mostrar 1 a 1 de 1 registo');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'pt')).toBe('1\u00a0234\u00a0567'); // pt-PT groups with a no-break space
  });

  it("uses i18next's 'many' form where the language has one (es, fr, pt for a million)", () => {
    expect(new Intl.PluralRules('fr').select(1_000_000)).toBe('many');
    expect(text('fr', 1, 1_000_000, 10)).toBe('Affichage de 1 à 10 sur 1\u202f000\u202f000 enregistrements');
    expect(text('es', 1, 1_000_000, 10)).toBe('Mostrando 1 a 10 de 1.000.000 registros');
    const details = i18n.getFixedT('fr', 'ui')('pagination.count', { count: 1_000_000, returnDetails: true }) as unknown as {
      exactUsedKey: string;
    };
    expect(details.exactUsedKey).toBe('pagination.count_many');
    expect(text('pt', 1, 1_000_000, 10)).toBe('A mostrar 1 a 10 de 1\u00a0000\u00a0000 registos');
  });

  it('has every key and every plural form each language needs in all six ui.json files', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const bases = new Set(keys(en).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
    for (const [lang, ui] of Object.entries(UI)) {
      const own = new Set(keys(ui));
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const base of bases) {
        const plural = keys(en).some((k) => k === `${base}_other`);
        const wanted = plural ? categories.map((c) => `${base}_${c}`) : [base];
        for (const key of wanted) expect(own.has(key), `${lang}: ${key}`).toBe(true);
      }
      if (lang !== 'en') expect(ui.typeahead.noResults).not.toBe(en.typeahead.noResults);
    }
    expect(en.typeahead.noResults).toBe('No results found');
    expect(en.pagination.count_other).toBe('Showing {{from}} to {{to}} of {{count}} records');
  });
});

describe('<Pagination> markup', () => {
  const render = (props: Partial<Parameters<typeof Pagination>[0]>, lang = 'en') =>
    renderToStaticMarkup(
      createElement(I18nextProvider, { i18n: i18n.cloneInstance({ lng: lang }) },
        createElement(Pagination, { page: 1, total: 25, perPage: 10, onPageChange() {}, ...props }),
      ),
    );

  it('is a labelled nav with a list, the current page marked and not a button, symbols by default', () => {
    const html = render({ page: 2 });
    expect(html).toContain('<nav aria-label="Pagination"><ul');
    expect(html).toMatch(/<span tabindex="-1" aria-current="page"[^>]*><span class="sr-only">Page 2<\/span>/);
    expect(html).not.toContain('aria-label="Page 2"');
    expect(html).toContain('aria-label="Page 3"');
    expect(html).toContain('&lt;</span></button>');
    expect(html).toContain('&gt;</span></button>');
    expect(html).not.toContain('First page');
    expect(html).toContain('Showing 11 to 20 of 25 records');
  });

  it('adds first and last with edgeNavigation, marks edge buttons disabled, and shows no links without records', () => {
    const html = render({ page: 1, edgeNavigation: true, previousText: 'Prev' });
    expect(html).toMatch(/aria-label="First page" aria-disabled="true"/);
    expect(html).toMatch(/aria-label="Last page" aria-disabled="false"/);
    expect(html).toContain('Prev</span>');
    const empty = render({ total: 0 }, 'de');
    expect(empty).toContain('Keine Einträge');
    expect(empty).not.toContain('<nav');
  });
});
