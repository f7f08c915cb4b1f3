import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES } from '../../src/shared/auth/roles';
import { DOWNLOAD_AUDIENCES, DOWNLOAD_CATEGORIES } from '../../src/shared/files/download.schema';
import { LOCALES } from '../../src/shared/locales';
import { SERVICE_TOOL_KINDS } from '../../src/shared/partners/enums';
import { SERVICE_TOOL_ROLES } from '../../src/shared/service-tools/servicetools.schema';
import { USER_STATES } from '../../src/shared/team/team.schema';
import { flatten, loadNamespace, placeholders } from './locale-files';

/** The screens' source files. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NAMESPACES = [
  {
    name: 'portal-team',
    folder: 'src/client/portal/team',
    dynamic: [
      ...COMPANY_ROLES.map((role) => `roles.${role}`),
      ...USER_STATES.map((state) => `states.${state}`),
      ...DOWNLOAD_CATEGORIES.map((category) => `categories.${category}`),
      ...DOWNLOAD_AUDIENCES.map((audience) => `audiences.${audience}`),
      ...SERVICE_TOOL_KINDS.map((kind) => `kinds.${kind}`),
      // The team collection's labels (shared/team/collections/team.ts).
      ...['name', 'email', 'role', 'state', 'lastSignIn', 'created'].map((column) => `columns.${column}`),
      ...['users.title', 'users.singular', 'users.lead', 'users.empty', 'filters.searchPlaceholder'],
      // The service tools collection's labels (shared/service-tools/collections/portal-service-tools.ts, tool-columns.ts).
      ...['name', 'kind', 'product', 'latest'].map((column) => `tools.columns.${column}`),
      ...['tools.title', 'tools.singular', 'tools.lead', 'tools.empty', 'tools.noMatch', 'tools.searchHint', 'tools.anyKind'],
    ],
  },
  {
    name: 'admin-servicetools',
    folder: 'src/client/admin/service-tools',
    dynamic: [
      ...SERVICE_TOOL_ROLES.map((role) => `roles.${role}`),
      ...SERVICE_TOOL_KINDS.map((kind) => `kinds.${kind}`),
      ...['name', 'kind', 'product', 'roles', 'latest', 'versions', 'downloads', 'status'].map((column) => `list.columns.${column}`),
      ...['version', 'released', 'notes', 'file', 'actions'].map((column) => `version.columns.${column}`),
      ...['when', 'version', 'user', 'company', 'ip'].map((column) => `log.columns.${column}`),
    ],
  },
] as const;

describe.each(NAMESPACES)('locales/*/$name.json', ({ name, folder, dynamic }) => {
  const en = flatten(loadNamespace(name, 'en'));

  it('names every value the screens build keys from, in every language', () => {
    for (const lang of LOCALES) {
      const keys = flatten(loadNamespace(name, lang));
      for (const key of dynamic) expect(keys[key], `${lang} ${key}`).toBeTruthy();
    }
  });

  it('has every fixed key the screens ask for (en)', () => {
    const asked = new Set<string>();
    for (const file of sources(folder)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) asked.add(match[1]!);
    }
    expect(asked.size).toBeGreaterThan(20);
    expect([...asked].filter((key) => !(key in en))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled and translated', (lang) => {
    const other = flatten(loadNamespace(name, lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
    }
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });
});
