import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { Pagination } from '../../src/client/components/ui/Pagination';
import { I18nextProvider } from '../../src/client/lib/i18n-react';
import { moreThanText } from '../../src/client/public/catalog/search-count';
import de from '../../locales/de/catalog.json';
import en from '../../locales/en/catalog.json';
import es from '../../locales/es/catalog.json';
import fr from '../../locales/fr/catalog.json';
import nl from '../../locales/nl/catalog.json';
import pt from '../../locales/pt/catalog.json';
import uiEn from '../../locales/en/ui.json';

/** A search whose count stopped (decision 0029): the pagination says "more than", in the visitor's language. */
const CATALOG = { de, en, es, fr, nl, pt } as const;
let i18n: i18n;

beforeAll(async () => {
  i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['catalog', 'ui'],
    resources: { ...Object.fromEntries(Object.entries(CATALOG).map(([lang, catalog]) => [lang, { catalog }])), en: { catalog: en, ui: uiEn } },
    interpolation: { escapeValue: false },
  });
});

const page = (number: number, shown: number) => ({ page: number, perPage: 10, total: 1000, rows: Array.from({ length: shown }) as never[] });
const textIn = (lang: string, data: ReturnType<typeof page>) => {
  const t = i18n.getFixedT(lang, 'catalog');
  return moreThanText((key, options) => t(key, options), data, lang);
};

describe('the count of a search that matched more than was counted', () => {
  it('says "more than" with the spec\'s wording in English', () => {
    expect(textIn('en', page(2, 10))).toBe('Showing 11 to 20 of more than 1,000 records');
    expect(textIn('en', page(100, 10))).toBe('Showing 991 to 1,000 of more than 1,000 records');
  });

  it('is translated in every language, with its own number format', () => {
    expect(textIn('de', page(1, 10))).toBe('1 bis 10 von mehr als 1.000 Einträgen');
    expect(textIn('es', page(1, 10))).toBe('Mostrando 1 a 10 de más de 1000 registros');
    expect(textIn('fr', page(1, 10))).toBe('Affichage de 1 à 10 sur plus de 1\u202f000 enregistrements');
    expect(textIn('nl', page(1, 10))).toBe('1 tot 10 van meer dan 1.000 records weergegeven');
    expect(textIn('pt', page(1, 10))).toBe('A mostrar 1 a 10 de mais de 1000 registos');
  });

  it('replaces the pagination count text, and only when given', () => {
    const render = (countText?: string) =>
      renderToStaticMarkup(
        createElement(I18nextProvider, { i18n }, createElement(Pagination, { page: 1, total: 1000, perPage: 10, onPageChange: () => undefined, countText })),
      );
    expect(render('Showing 1 to 10 of more than 1,000 records')).toContain('Showing 1 to 10 of more than 1,000 records');
    expect(render()).toContain('Showing 1 to 10 of 1,000 records');
  });
});
