import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentVersions, siteSettings } from '../../src/server/db/schema';
import { DomainError } from '../../src/server/errors';
import { parseJson, type JsonValue } from '../../src/server/validation';
import {
  readSiteSettings,
  SETTINGS_AREA,
  SITE_SETTINGS_DEFAULTS,
  thirdPartyScriptOrigins,
  SiteSettingsInputSchema,
  updateSiteSettings,
} from '../../src/server/features/settings/site-settings';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

let test: TestApp;
let client: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  client = new HttpClient(test);
});
afterAll(() => test?.close());

function directives(csp: string | null): Map<string, string[]> {
  expect(csp).toBeTruthy();
  return new Map(
    csp!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** Every origin a CSP header allows besides 'self' and the data/blob schemes. */
function foreignSources(csp: string | null): string[] {
  return [...directives(csp).values()].flat().filter((value) => /^https?:/.test(value));
}

async function reset() {
  await updateSiteSettings(test.deps, SITE_SETTINGS_DEFAULTS);
}

describe('site settings defaults', () => {
  it('starts with no third-party script and the tag manager present but disabled', async () => {
    expect(await readSiteSettings(test.deps)).toEqual({
      analyticsScriptUrl: '',
      chatScriptUrl: '',
      advertisingScriptUrl: '',
      tagManager: { enabled: false, containerId: '' },
    });
  });

  it('serves them through public.siteSettings to anyone, with no script to load', async () => {
    const { status, json } = await new HttpClient(test).query('public.siteSettings');
    expect(status).toBe(200);
    expect(json.result?.data).toEqual({ ...SITE_SETTINGS_DEFAULTS, consentScripts: [] });
  });

  it('keeps a version row for the settings area from the migration, so the CSP never reads the database per request', async () => {
    const [row] = await test.deps.db.select().from(contentVersions).where(eq(contentVersions.area, SETTINGS_AREA));
    expect(row?.version).toBeGreaterThanOrEqual(1);
  });
});

describe('Content-Security-Policy', () => {
  it('allows no other host by default, on pages, API answers and errors alike', async () => {
    for (const path of ['/', '/api/offers', '/api/no-such-thing', '/healthz']) {
      const response = await client.get(path);
      const csp = response.headers.get('content-security-policy');
      const map = directives(csp);
      expect(map.get('default-src'), path).toEqual(["'self'"]);
      expect(map.get('script-src'), path).toEqual(["'self'"]);
      expect(map.get('connect-src'), path).toEqual(["'self'"]);
      expect(map.get('object-src'), path).toEqual(["'none'"]);
      expect(foreignSources(csp), path).toEqual([]);
    }
  });

  it('allows exactly the origins of the configured scripts in script-src and connect-src after a write', async () => {
    await updateSiteSettings(test.deps, {
      analyticsScriptUrl: 'https://analytics.example.com/js/script.js?site=voltara',
      chatScriptUrl: 'https://chat.example.net:8443/widget.js',
      advertisingScriptUrl: 'https://analytics.example.com/ads.js',
    });
    const response = await client.get('/');
    const csp = response.headers.get('content-security-policy');
    const map = directives(csp);
    const expected = ["'self'", 'https://analytics.example.com', 'https://chat.example.net:8443'];
    expect(map.get('script-src')).toEqual(expected);
    expect(map.get('connect-src')).toEqual(expected);
    expect(map.get('default-src')).toEqual(["'self'"]);
    expect(map.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);

    const { json } = await client.query('public.siteSettings');
    expect((json.result?.data as { consentScripts: unknown }).consentScripts).toEqual([
      { kind: 'analytics', src: 'https://analytics.example.com/js/script.js?site=voltara' },
      { kind: 'chat', src: 'https://chat.example.net:8443/widget.js' },
      { kind: 'advertising', src: 'https://analytics.example.com/ads.js' },
    ]);

    await reset();
    expect(foreignSources((await client.get('/')).headers.get('content-security-policy'))).toEqual([]);
  });

  it('adds the tag manager only once it is enabled', async () => {
    await updateSiteSettings(test.deps, { tagManager: { enabled: false, containerId: 'GTM-AB12CD' } });
    expect(foreignSources((await client.get('/')).headers.get('content-security-policy'))).toEqual([]);

    await updateSiteSettings(test.deps, { tagManager: { enabled: true, containerId: 'GTM-AB12CD' } });
    const map = directives((await client.get('/')).headers.get('content-security-policy'));
    expect(map.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    const { json } = await client.query('public.siteSettings');
    expect((json.result?.data as { consentScripts: unknown }).consentScripts).toEqual([
      { kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
    ]);
    await reset();
  });

  it('reuses the same origins between writes (no parse per response)', async () => {
    const first = await thirdPartyScriptOrigins(test.deps);
    expect(await thirdPartyScriptOrigins(test.deps)).toBe(first);
  });
});

describe('updateSiteSettings', () => {
  const refused = async (input: JsonValue): Promise<DomainError> => {
    try {
      parseJson(SiteSettingsInputSchema, input, 'en');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    }
    throw new Error(`accepted ${JSON.stringify(input)}`);
  };

  it('accepts only https URLs on plain host names', async () => {
    for (const url of [
      'http://analytics.example.com/a.js',
      'javascript:alert(1)',
      '//analytics.example.com/a.js',
      '/local/script.js',
      'https://user:secret@analytics.example.com/a.js',
      'https://evil.example;script-src */a.js',
      'https://evil.example,*/a.js',
      "https://evil.example'unsafe-inline'/a.js",
      'https://[::1]/a.js',
      'not a url',
    ]) {
      const error = await refused({ analyticsScriptUrl: url });
      expect(error.status, url).toBe(422);
      expect(Object.keys(error.fieldErrors ?? {}), url).toEqual(['analyticsScriptUrl']);
    }
    expect(await readSiteSettings(test.deps)).toEqual(SITE_SETTINGS_DEFAULTS);
  });

  it('refuses unknown keys and an enabled tag manager without a container', async () => {
    expect((await refused({ analyticsUrl: 'https://a.example.com/a.js' })).status).toBe(422);
    const error = await refused({ tagManager: { enabled: true, containerId: '' } });
    expect(error.fieldErrors).toEqual({ 'tagManager.containerId': ['The container ID field is required.'] });
    expect((await refused({ tagManager: { enabled: false, containerId: 'GTM-x"y' } })).status).toBe(422);
  });

  it('falls back to the default for a stored value that no longer validates', async () => {
    const value = '"http://insecure.example.com/c.js"';
    await test.deps.db.insert(siteSettings).values({ key: 'chatScriptUrl', value }).onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    await test.deps.cache.bump(SETTINGS_AREA);
    expect((await readSiteSettings(test.deps)).chatScriptUrl).toBe('');
    expect(foreignSources((await client.get('/')).headers.get('content-security-policy'))).toEqual([]);
    await reset();
  });
});
