import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider, useTranslation, type UseTranslationOptions } from '../../src/client/lib/i18n-react';

const RESOURCES: Record<string, Record<string, Record<string, unknown>>> = {
  en: { common: { hello: 'Hello' }, nav: { menu: { open: 'Open menu' }, home: 'Home' }, late: { word: 'Late word' } },
  de: { common: { hello: 'Hallo' }, nav: { menu: { open: 'Menü öffnen' }, home: 'Start' }, late: { word: 'Spätes Wort' } },
};

/** An instance with common and nav loaded; `late` arrives from a backend when asked for (as locale chunks do). */
async function instance(lng: string, reads: string[] = []): Promise<I18n> {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      reads.push(`${language}/${namespace}`);
      setTimeout(() => callback(null, RESOURCES[language]?.[namespace] ?? {}), 5);
    },
  };
  const i18n = createInstance();
  await i18n.use(backend).init({
    lng,
    fallbackLng: 'en',
    ns: ['common', 'nav'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

function Words({ ns, options, keys }: { ns?: string | string[]; options?: UseTranslationOptions; keys: string[] }) {
  const { t, ready, i18n } = useTranslation(ns, options);
  return createElement('p', { 'data-ready': String(ready), lang: i18n.language }, keys.map((key) => t(key)).join('|'));
}

const render = (i18n: I18n, props: Parameters<typeof Words>[0]) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Words, props)));

describe('useTranslation (client/lib/i18n-react.tsx)', () => {
  it("translates in the provider's instance and language, the default namespace first", async () => {
    expect(render(await instance('de'), { keys: ['hello'] })).toBe('<p data-ready="true" lang="de">Hallo</p>');
    expect(render(await instance('en'), { keys: ['hello'] })).toBe('<p data-ready="true" lang="en">Hello</p>');
  });

  it('fixes t to the first of several namespaces, reaches the others by prefix, and applies a key prefix', async () => {
    const i18n = await instance('de');
    expect(render(i18n, { ns: ['nav', 'common'], keys: ['home', 'common:hello'] })).toContain('>Start|Hallo<');
    expect(render(i18n, { ns: 'nav', options: { keyPrefix: 'menu' }, keys: ['open'] })).toContain('>Menü öffnen<');
  });

  it('suspends until a namespace not loaded yet has arrived, then renders it', async () => {
    const reads: string[] = [];
    const i18n = await instance('de', reads);
    const element = createElement(
      I18nextProvider,
      { i18n },
      createElement(Suspense, { fallback: createElement('i', null, 'loading') }, createElement(Words, { ns: 'late', keys: ['word'] })),
    );
    const { prelude } = await prerender(element);
    const html = await new Response(prelude).text();
    expect(html).toContain('Spätes Wort');
    expect(html).not.toContain('loading');
    expect(reads.filter((read) => read.endsWith('/late')).sort()).toEqual(['de/late', 'en/late']);
  });

  it('answers ready: false without suspending when asked not to, and starts nothing during a server render', async () => {
    const i18n = await instance('de');
    expect(render(i18n, { ns: 'late', options: { useSuspense: false }, keys: [] })).toBe('<p data-ready="false" lang="de"></p>');
  });
});
