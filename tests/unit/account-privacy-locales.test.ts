import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { LOCALES } from '../../src/shared/locales';
import { describeUserAgent } from '../../src/shared/privacy/user-agent';

/** Issue 30 item 13: the account's self-service pages read wholly in each of the six languages. */
describe('locales/*/account-privacy.json', () => {
  const en = flatten(loadNamespace('account-privacy', 'en'));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled and translated', (lang) => {
    const other = flatten(loadNamespace('account-privacy', lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
    }
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });

  it.each([...LOCALES])('%s names the pages as the route titles do', (lang) => {
    const texts = flatten(loadNamespace('account-privacy', lang));
    const routes = flatten(loadNamespace('routes', lang));
    expect(texts['email.title']).toBe(routes.accountEmail);
    expect(texts['sessions.title']).toBe(routes.accountSessions);
    expect(texts['data.title']).toBe(routes.accountData);
    expect(texts['delete.title']).toBe(routes.accountDelete);
  });
});

describe('a session\'s browser and system from its user agent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Windows', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge', 'Windows', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Linux', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari', 'macOS', false],
  ])('%s', (agent, browser, system, mobile) => {
    expect(describeUserAgent(agent)).toEqual({ browser, system, mobile });
  });

  it('says nothing it cannot tell', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, mobile: false });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, system: null, mobile: false });
  });
});
