import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LEAD_SETTINGS_DEFAULTS, LeadSettingsSchema, type LeadSettings } from '../../../shared/leads/leads.schema';
import type { AppDeps } from '../../deps';
import { siteSettings } from '../../db/schema';
import type { Ctx } from '../../service-context';

/** Response-cache area of the settings: every write bumps it (the CSP and public.siteSettings read through it). */
export const SETTINGS_AREA = 'settings';

/** Google Tag Manager's loader; its origin joins the CSP only while the tag manager is enabled. */
export const TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

// A DNS name or an IPv4 address, nothing else: the origin of a script URL is copied into the Content-Security-Policy
// header, and URL parsing lets ';' ',' and quotes through in host names, which would add directives to the header.
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An absolute https URL on a plain host name, without credentials. */
export function isAllowedScriptUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.username === '' && url.password === '' && HOST.test(url.hostname);
}

/** '' (nothing loads) or an https script URL. */
const ScriptUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || isAllowedScriptUrl(value));

const TagManagerSchema = z
  .object({
    enabled: z.boolean(),
    containerId: z
      .string()
      .trim()
      .regex(/^(GTM-[A-Z0-9]{4,12})?$/),
  })
  .strict()
  .refine((value) => !value.enabled || value.containerId !== '', { path: ['containerId'], message: 'msg:required' });

/** Every setting, its type and its rule. A key without a row in site_settings has its default below. */
const SiteSettingsSchema = z
  .object({
    /** Loaded after cookie consent (SPEC.md section 4). */
    analyticsScriptUrl: ScriptUrlSchema,
    chatScriptUrl: ScriptUrlSchema,
    advertisingScriptUrl: ScriptUrlSchema,
    /** SPEC.md section 9: present but disabled. */
    tagManager: TagManagerSchema,
  })
  .strict();

export type SiteSettings = z.output<typeof SiteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;

/** Out of the box nothing loads from another host. */
export const SITE_SETTINGS_DEFAULTS: SiteSettings = {
  analyticsScriptUrl: '',
  chatScriptUrl: '',
  advertisingScriptUrl: '',
  tagManager: { enabled: false, containerId: '' },
};

const SETTING_KEYS = Object.keys(SITE_SETTINGS_DEFAULTS) as SiteSettingKey[];

export type ConsentScriptKind = 'analytics' | 'chat' | 'advertising' | 'tagManager';

/** A third-party script the SPA loads once the visitor accepted cookies. */
export interface ConsentScript {
  kind: ConsentScriptKind;
  src: string;
}

/** What any visitor may read: the settings, and the scripts they imply (the CSP allows exactly their origins). */
export interface PublicSiteSettings extends SiteSettings {
  consentScripts: ConsentScript[];
}

/** The consent-gated scripts, in loading order; empty URLs and a disabled tag manager give none. */
export function consentScripts(settings: SiteSettings): ConsentScript[] {
  const scripts: ConsentScript[] = [];
  if (settings.analyticsScriptUrl) scripts.push({ kind: 'analytics', src: settings.analyticsScriptUrl });
  if (settings.chatScriptUrl) scripts.push({ kind: 'chat', src: settings.chatScriptUrl });
  if (settings.advertisingScriptUrl) scripts.push({ kind: 'advertising', src: settings.advertisingScriptUrl });
  if (settings.tagManager.enabled && settings.tagManager.containerId) {
    scripts.push({ kind: 'tagManager', src: `${TAG_MANAGER_SCRIPT_URL}?id=${encodeURIComponent(settings.tagManager.containerId)}` });
  }
  return scripts;
}

/** The distinct origins of those scripts (https only, validated host names: safe to put in a CSP). */
export function scriptOrigins(scripts: readonly ConsentScript[]): string[] {
  const origins = new Set<string>();
  for (const script of scripts) if (isAllowedScriptUrl(script.src)) origins.add(new URL(script.src).origin);
  return [...origins];
}

/** All settings from the database, each stored value checked again; an unreadable one falls back to its default. */
export async function readSiteSettings(deps: AppDeps): Promise<SiteSettings> {
  const rows = await deps.db.select().from(siteSettings);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const settings: Record<string, unknown> = { ...SITE_SETTINGS_DEFAULTS };
  for (const key of SETTING_KEYS) {
    const text = stored.get(key);
    if (text === undefined) continue;
    let parsed: z.ZodSafeParseResult<unknown>;
    try {
      parsed = SiteSettingsSchema.shape[key].safeParse(JSON.parse(text));
    } catch {
      parsed = { success: false } as z.ZodSafeParseResult<unknown>;
    }
    if (parsed.success) settings[key] = parsed.data;
    else deps.logger.warn({ key }, 'invalid site setting ignored, default used');
  }
  return settings as SiteSettings;
}

/** Settings to write: each validated, unknown keys refused (a caller outside the code parses with it, 422). */
export const SiteSettingsInputSchema = SiteSettingsSchema.partial();

/**
 * Writes the settings given (already parsed with SiteSettingsInputSchema) and bumps the cache area, so every instance
 * serves the new scripts and CSP within the cache's poll interval. Returns all settings after the write.
 */
export async function updateSiteSettings(deps: AppDeps, data: Partial<SiteSettings>): Promise<SiteSettings> {
  const entries = SETTING_KEYS.filter((key) => data[key] !== undefined).map((key) => ({ key, value: JSON.stringify(data[key]) }));
  if (entries.length > 0) {
    await deps.db
      .insert(siteSettings)
      .values(entries)
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } });
    await deps.cache.bump(SETTINGS_AREA);
  }
  return readSiteSettings(deps);
}

/** The public settings as cached JSON text. */
export function publicSiteSettingsJson(deps: AppDeps): Promise<string> {
  return deps.cache.json(SETTINGS_AREA, 'public', async (): Promise<PublicSiteSettings> => {
    const settings = await readSiteSettings(deps);
    return { ...settings, consentScripts: consentScripts(settings) };
  });
}

export async function publicSiteSettings(ctx: Ctx<'deps'>): Promise<PublicSiteSettings> {
  const { deps } = ctx;
  return JSON.parse(await publicSiteSettingsJson(deps)) as PublicSiteSettings;
}

/** Last answer per app instance: the same array while the cached settings text is unchanged (no parse per request). */
const lastOrigins = new WeakMap<AppDeps, { json: string; origins: readonly string[] }>();

/**
 * The third-party origins the Content-Security-Policy must allow (script-src and connect-src), read per response:
 * a cache hit costs a map lookup and a string comparison.
 */
export async function thirdPartyScriptOrigins(deps: AppDeps): Promise<readonly string[]> {
  return originsOf(deps, await publicSiteSettingsJson(deps));
}

/** The same without waiting, when the cached settings are known to be current (see cache.peek), else null. */
export function currentThirdPartyScriptOrigins(deps: AppDeps): readonly string[] | null {
  const entry = deps.cache.peek(SETTINGS_AREA, 'public');
  return entry ? originsOf(deps, entry.body) : null;
}

function originsOf(deps: AppDeps, json: string): readonly string[] {
  const last = lastOrigins.get(deps);
  if (last && last.json === json) return last.origins;
  const origins = Object.freeze(scriptOrigins((JSON.parse(json) as PublicSiteSettings).consentScripts));
  lastOrigins.set(deps, { json, origins });
  return origins;
}

// ------------------------------------------------------------------------------------------- lead settings (issue 12)

/**
 * How long a company has to answer an offered lead, and how long before that deadline its members are reminded. Kept
 * in site_settings under their own keys, apart from the public settings above (partners' deadlines are nobody else's
 * business); read by the lead services and the hourly job, written from /admin/distributors/leads.
 */
const LEAD_SETTING_KEYS = { answerHours: 'leadAnswerHours', reminderHours: 'leadReminderHours' } as const;

export async function readLeadSettings(ctx: Ctx<'deps'>): Promise<LeadSettings> {
  const { deps } = ctx;
  const rows = await deps.db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(LEAD_SETTING_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, Number(row.value)]));
  const candidate = {
    answerHours: stored.get(LEAD_SETTING_KEYS.answerHours) ?? LEAD_SETTINGS_DEFAULTS.answerHours,
    reminderHours: stored.get(LEAD_SETTING_KEYS.reminderHours) ?? LEAD_SETTINGS_DEFAULTS.reminderHours,
  };
  const parsed = LeadSettingsSchema.safeParse(candidate);
  return parsed.success ? parsed.data : LEAD_SETTINGS_DEFAULTS;
}

export async function updateLeadSettings(ctx: Ctx<'deps' | 'locale'>, data: z.output<typeof LeadSettingsSchema>): Promise<LeadSettings> {
  const { deps } = ctx;
  await deps.db
    .insert(siteSettings)
    .values([
      { key: LEAD_SETTING_KEYS.answerHours, value: String(data.answerHours) },
      { key: LEAD_SETTING_KEYS.reminderHours, value: String(data.reminderHours) },
    ])
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } });
  return readLeadSettings(ctx);
}
