import { describe, expect, it } from 'vitest';
import { urlAfterLanguageSwitch } from '../../src/client/lib/language-url';

const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('the address after a language switch', () => {
  it('replaces the language the URL names, keeping path, other parameters (as written, in order) and hash', () => {
    expect(urlAfterLanguageSwitch(at('/search?q=vh%2015&lang=de&page=2#results'), 'fr')).toBe('/search?q=vh%2015&lang=fr&page=2#results');
    expect(urlAfterLanguageSwitch(at('/about?lang=de'), 'pt')).toBe('/about?lang=pt');
  });

  it('drops it for English, the bare URL', () => {
    expect(urlAfterLanguageSwitch(at('/search?lang=de&q=spark+tester#top'), 'en')).toBe('/search?q=spark+tester#top');
    expect(urlAfterLanguageSwitch(at('/about?lang=nl'), 'en')).toBe('/about');
  });

  it('leaves a URL without a language as it is (the cookie keeps the choice)', () => {
    expect(urlAfterLanguageSwitch(at('/products?tag=pipeline#list'), 'de')).toBe('/products?tag=pipeline#list');
    expect(urlAfterLanguageSwitch(at('/'), 'es')).toBe('/');
  });

  it('replaces every copy and an unknown value too, and no parameter merely named like it', () => {
    expect(urlAfterLanguageSwitch(at('/about?lang=xx&slang=1&lang=de'), 'es')).toBe('/about?lang=es&slang=1');
    expect(urlAfterLanguageSwitch(at('/about?la%6Eg=de&x=1'), 'nl')).toBe('/about?lang=nl&x=1');
  });
});
