import { describe, it, expect } from 'vitest';
import {
  CONSENT_ACCEPTED_MAX_AGE_SECONDS,
  CONSENT_COOKIE,
  CONSENT_DECLINED_MAX_AGE_SECONDS,
  consentCookie,
  consentState,
  loadConsentScripts,
  lockScroll,
  scriptsToLoad,
  type ConsentScript,
  type DataLayerHost,
  type PublicSiteSettings,
  type ScriptHost,
} from '../../src/client/layouts/default/consent/consent';
import { consentScripts, SITE_SETTINGS_DEFAULTS, type SiteSettings } from '../../src/server/features/settings/site-settings';

/** The settings as public.siteSettings answers them. */
function publicSettings(settings: SiteSettings): PublicSiteSettings {
  return { ...settings, consentScripts: consentScripts(settings) };
}

const CONFIGURED: SiteSettings = {
  analyticsScriptUrl: 'https://analytics.example.com/script.js',
  chatScriptUrl: 'https://chat.example.net/widget.js',
  advertisingScriptUrl: 'https://ads.example.org/tag.js',
  tagManager: { enabled: false, containerId: 'GTM-AB12CD' },
};

/** A document stand-in that records the script elements appended to its head. */
function fakeDocument() {
  const appended: Array<{ src: string; async: boolean; dataset: Record<string, string> }> = [];
  const doc: ScriptHost = {
    createElement: () => ({ src: '', async: false, dataset: {} }),
    head: { appendChild: (node: never) => appended.push(node) },
    querySelectorAll: () =>
      appended.filter((node) => node.dataset.consent).map((node) => ({ getAttribute: (name: string) => (name === 'src' ? node.src : null) })),
  };
  return { doc, appended };
}

describe('cookie consent state and cookie (SPEC.md sections 3, 4, 9)', () => {
  it('reads the cookie-consent cookie: true accepted, false declined, anything else unset', () => {
    expect(CONSENT_COOKIE).toBe('cookie-consent');
    expect(consentState('true')).toBe('accepted');
    expect(consentState('false')).toBe('declined');
    expect(consentState(null)).toBe('unset');
    expect(consentState('')).toBe('unset');
    expect(consentState('yes')).toBe('unset');
  });

  it('stores true for 180 days and false for 1 day', () => {
    expect(consentCookie(true)).toEqual({ name: 'cookie-consent', value: 'true', maxAgeSeconds: 15_552_000 });
    expect(consentCookie(false)).toEqual({ name: 'cookie-consent', value: 'false', maxAgeSeconds: 86_400 });
    expect(CONSENT_ACCEPTED_MAX_AGE_SECONDS).toBe(180 * 86_400);
    expect(CONSENT_DECLINED_MAX_AGE_SECONDS).toBe(86_400);
  });
});

describe('scriptsToLoad', () => {
  it('loads nothing out of the box, even after accepting', () => {
    expect(scriptsToLoad('accepted', publicSettings(SITE_SETTINGS_DEFAULTS))).toEqual([]);
  });

  it('loads nothing before consent or after declining, whatever is configured', () => {
    const settings = publicSettings(CONFIGURED);
    expect(scriptsToLoad('unset', settings)).toEqual([]);
    expect(scriptsToLoad('declined', settings)).toEqual([]);
    expect(scriptsToLoad('accepted', undefined)).toEqual([]);
  });

  it('loads the configured analytics, chat and advertising scripts after accepting, skipping empty ones', () => {
    expect(scriptsToLoad('accepted', publicSettings(CONFIGURED)).map((s) => s.src)).toEqual([
      'https://analytics.example.com/script.js',
      'https://chat.example.net/widget.js',
      'https://ads.example.org/tag.js',
    ]);
    expect(scriptsToLoad('accepted', publicSettings({ ...CONFIGURED, chatScriptUrl: '' })).map((s) => s.kind)).toEqual(['analytics', 'advertising']);
  });

  it('never loads the tag manager while it is disabled, even if a script for it were listed', () => {
    const disabled = publicSettings(CONFIGURED);
    expect(disabled.consentScripts.some((s) => s.kind === 'tagManager')).toBe(false);
    const forged: PublicSiteSettings = {
      ...disabled,
      consentScripts: [...disabled.consentScripts, { kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' }],
    };
    expect(scriptsToLoad('accepted', forged).some((s) => s.kind === 'tagManager')).toBe(false);

    const enabled = publicSettings({ ...CONFIGURED, tagManager: { enabled: true, containerId: 'GTM-AB12CD' } });
    expect(scriptsToLoad('accepted', enabled).at(-1)).toEqual({ kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' });
  });

  it('never loads a script that is not https', () => {
    const settings: PublicSiteSettings = {
      ...publicSettings(SITE_SETTINGS_DEFAULTS),
      consentScripts: [{ kind: 'analytics', src: 'http://analytics.example.com/a.js' }],
    };
    expect(scriptsToLoad('accepted', settings)).toEqual([]);
  });
});

describe('loadConsentScripts', () => {
  const scripts: ConsentScript[] = [
    { kind: 'analytics', src: 'https://analytics.example.com/script.js' },
    { kind: 'chat', src: 'https://chat.example.net/widget.js' },
  ];

  it('appends one async script element per configured URL, marked with its kind', () => {
    const { doc, appended } = fakeDocument();
    expect(loadConsentScripts(doc, scripts)).toEqual(scripts.map((s) => s.src));
    expect(appended).toEqual([
      { src: 'https://analytics.example.com/script.js', async: true, dataset: { consent: 'analytics' } },
      { src: 'https://chat.example.net/widget.js', async: true, dataset: { consent: 'chat' } },
    ]);
  });

  it('adds nothing the second time (a remount or a second accept)', () => {
    const { doc, appended } = fakeDocument();
    loadConsentScripts(doc, scripts);
    expect(loadConsentScripts(doc, scripts)).toEqual([]);
    expect(appended).toHaveLength(2);
  });

  it('starts the tag manager in window.dataLayer before its script', () => {
    const { doc, appended } = fakeDocument();
    const win: DataLayerHost = { dataLayer: [{ event: 'earlier' }] };
    loadConsentScripts(doc, [{ kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' }], win);
    expect(win.dataLayer).toEqual([{ event: 'earlier' }, { 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(appended.map((node) => node.dataset.consent)).toEqual(['tagManager']);
  });
});

describe('lockScroll', () => {
  it('hides overflow on the root element and restores the previous value', () => {
    const root = { style: { overflow: 'auto' } };
    const unlock = lockScroll(root);
    expect(root.style.overflow).toBe('hidden');
    unlock();
    expect(root.style.overflow).toBe('auto');
  });
});
