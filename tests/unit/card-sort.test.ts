import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider } from '../../src/client/lib/i18n-react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataTable, type Column } from '../../src/client/components/list/DataTable';
import de from '../../locales/de/ui.json';
import en from '../../locales/en/ui.json';

/**
 * Issue 29 item 2: a phone hides the column headers of the one list table, so a list sorted by its headers draws a
 * "Sort by" control above its cards (hidden by CSS from 640 px on, so server and client markup match); a list
 * without sortable columns, or one that draws its own sort control, gets none.
 */
let i18n: i18n;

beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({ lng: 'de', fallbackLng: 'en', ns: ['ui'], defaultNS: 'ui', resources: { de: { ui: de }, en: { ui: en } } });
});

interface Person {
  id: number;
  name: string;
  email: string;
}
const ROWS: Person[] = [{ id: 1, name: 'Anna', email: 'anna@example.test' }];
const sortable = (key: string, header: string, sort = 'name', dir: 'asc' | 'desc' = 'desc'): Column<Person> => ({
  header,
  cell: (row) => row[key as 'name' | 'email'],
  sort: { key, sort, dir, onSort: () => undefined },
});

const render = (columns: readonly Column<Person>[], cardSort?: boolean) =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(DataTable<Person>, { caption: 'Personen', columns, rows: ROWS, cardSort })),
  );

describe('the cards\' sort control', () => {
  it('offers the sortable columns in the visitor\'s language, the current one chosen, with its direction', () => {
    const html = render([sortable('name', 'Name'), sortable('email', 'E-Mail'), { header: 'Firma', cell: () => 'x' }]);
    expect(html).toContain('Sortieren nach');
    expect(html).toMatch(/<option value="name" selected="">Name<\/option><option value="email">E-Mail<\/option><\/select>/);
    expect(html).toContain('Absteigend');
    expect(html).toContain('title="Reihenfolge umkehren"');
    // Only below 640 px: the headers sort on a wider screen.
    expect(html).toMatch(/class="[^"]*sm:hidden[^"]*" data-testid="card-sort"/);
  });

  it('names an order no column offers instead of showing a column the list is not sorted by', () => {
    const html = render([sortable('name', 'Name', 'created'), sortable('email', 'E-Mail', 'created')]);
    expect(html).toMatch(/<option value="" disabled="" selected="">Standardreihenfolge<\/option>/);
  });

  it('is left out of a list without sortable columns and of one that draws its own sort control', () => {
    expect(render([sortable('name', 'Name')])).toContain('card-sort');
    expect(render([{ header: 'Name', cell: (row) => row.name }])).not.toContain('card-sort');
    expect(render([sortable('name', 'Name')], false)).not.toContain('card-sort');
  });
});
