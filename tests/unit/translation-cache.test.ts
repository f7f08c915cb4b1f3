import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rememberPlainTranslations } from '../../src/client/lib/translation-cache';

async function make() {
  const instance = createInstance();
  rememberPlainTranslations(instance);
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { nav: { hello: 'Hello', count_one: '{{count}} item', count_other: '{{count}} items', greet: 'Hello {{name}}' } },
      de: { nav: { hello: 'Hallo', greet: 'Hallo {{name}}' } },
    },
    ns: ['nav'],
    defaultNS: 'nav',
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('rememberPlainTranslations', () => {
  it('answers plain keys as i18next does, and options still reach i18next', async () => {
    const i18n = await make();
    const t = i18n.getFixedT('en', 'nav');
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(t('count', { count: 1 })).toBe('1 item');
    expect(t('count', { count: 3 })).toBe('3 items');
    expect(i18n.getFixedT('de', 'nav')('hello')).toBe('Hallo');
  });

  it('follows a change of language for a t without one, and resources added later', async () => {
    const i18n = await make();
    const t = i18n.getFixedT(null, 'nav');
    expect(t('hello')).toBe('Hello');
    await i18n.changeLanguage('de');
    expect(t('hello')).toBe('Hallo');
    expect(t('later')).toBe('later');
    i18n.addResourceBundle('de', 'nav', { later: 'Später' }, true, true);
    expect(t('later')).toBe('Später');
    i18n.addResource('de', 'nav', 'hello', 'Guten Tag');
    expect(t('hello')).toBe('Guten Tag');
  });

  it('keeps the properties react-i18next reads from a fixed t', async () => {
    const i18n = await make();
    // (i18next sets them at run time; its types do not declare them.)
    const t = i18n.getFixedT('en', 'nav', 'prefix') as unknown as Record<string, unknown>;
    expect(t.lng).toBe('en');
    expect(t.ns).toBe('nav');
    expect(t.keyPrefix).toBe('prefix');
  });

  it('remembers calls with plain options under their values, and leaves other options to i18next', async () => {
    const i18n = await make();
    const t = i18n.getFixedT('en', 'nav');
    expect(t('greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('greet', { name: 'Bob' })).toBe('Hello Bob');
    expect(t('greet', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.getFixedT('de', 'nav')('greet', { name: 'Ada' })).toBe('Hallo Ada');
    expect(t('count', { count: 1 })).toBe('1 item');
    expect(t('count', { count: 2 })).toBe('2 items');
    expect(t('count', { count: 1 })).toBe('1 item');
    // An object value (here a nested replace) is not a plain value: i18next answers it every time.
    expect(t('greet', { replace: { name: 'Cy' } })).toBe('Hello Cy');
    expect(t('greet', { replace: { name: 'Di' } })).toBe('Hello Di');
  });

  it('stays right past its bound: answers are forgotten and made again', async () => {
    const i18n = await make();
    const t = i18n.getFixedT('en', 'nav');
    for (let n = 0; n < 6000; n += 1) expect(t('greet', { name: `visitor ${n}` })).toBe(`Hello visitor ${n}`);
    expect(t('greet', { name: 'visitor 1' })).toBe('Hello visitor 1');
    expect(t('hello')).toBe('Hello');
  });
});
