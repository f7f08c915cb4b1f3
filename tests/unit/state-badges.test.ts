import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { I18nextProvider } from '../../src/client/lib/i18n-react';
import { StateBadge, type StateBadges } from '../../src/client/components/ui/StateBadge';
import * as looks from '../../src/client/components/ui/state-looks';

type Tree = { [key: string]: string | Tree };
const word = (lang: string, ns: string, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')));

const specs = Object.entries(looks as Record<string, StateBadges<string>>);

describe('state badges (components/ui/state-looks.ts)', () => {
  it.each(specs)('%s: every state that shows a badge has its word in all six languages', (_name, spec) => {
    for (const [state, look] of Object.entries(spec.looks)) {
      if (!look) continue;
      for (const lang of LOCALES) {
        const text = word(lang, spec.ns, `${spec.prefix}.${state}`);
        expect(typeof text === 'string' && text.trim() !== '', `${lang} ${spec.ns}:${spec.prefix}.${state}`).toBe(true);
      }
    }
  });

  it('shows a state in the reader’s language with its symbol hidden from screen readers, and nothing for an unknown value', async () => {
    const i18n = createInstance();
    const returns = JSON.parse(readFileSync('locales/de/returns.json', 'utf8')) as Tree;
    await i18n.init({ lng: 'de', resources: { de: { returns } }, interpolation: { escapeValue: false } });
    const render = (state: unknown) =>
      renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(StateBadge, { of: looks.RETURN_STATUS_BADGES, state })));
    const quoted = render('quoted');
    expect(quoted).toContain('data-state="quoted"');
    expect(quoted).toContain('<span aria-hidden="true">!</span>');
    expect(quoted).toContain(`${word('de', 'returns', 'statuses.quoted') as string}</span>`);
    expect(render('no-such-status')).toBe('');
    expect(render(null)).toBe('');
  });

  it('shows nothing for a state that needs no badge (an instrument that is not due)', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { instruments: { due: { due: 'Due soon', overdue: 'Overdue' } } } } });
    const render = (state: string) =>
      renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(StateBadge, { of: looks.DUE_BADGES, state })));
    expect(render('ok')).toBe('');
    expect(render('overdue')).toContain('Overdue');
  });
});
