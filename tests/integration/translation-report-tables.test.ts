import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/server/db/schema';
import type { TranslationReport } from '../../src/server/features/translations/collections/translation-report';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30 item 3: the missing-translations report lists the database fields of every table with per-language columns,
 * also those the hand-built admin screens edit (agreements, service tools, courses ...), for the active languages.
 */
let test: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.71');
  await admin.signIn('admin@demo.test');
});
afterAll(() => test.close());

async function report(): Promise<TranslationReport> {
  const { status, json } = await admin.query('admin.translations.report');
  expect(status, JSON.stringify(json.error)).toBe(200);
  return json.result!.data as TranslationReport;
}

const section = (r: TranslationReport, name: string) => r.resources.find((s) => s.resource === name);

describe('the missing-translations report over the database', () => {
  it('has a section for each table with per-language columns, the hand-built screens included', async () => {
    const r = await report();
    for (const name of ['agreements', 'service_tools', 'service_tool_versions', 'courses', 'announcements', 'gallery_images', 'qualitycerts', 'galleries']) {
      expect(section(r, name), name).toBeDefined();
    }
    expect(section(r, 'agreements')!.fields).toEqual([{ name: 'description', label: 'report.fields.description', ns: 'admin-resources' }]);
    expect(section(r, 'qualitycerts')!.fields.map((f) => f.name)).toEqual(['name', 'description']);
  });

  it('leaves out the demo texts this issue translated', async () => {
    const r = await report();
    for (const name of ['agreements', 'service_tools', 'service_tool_versions', 'qualitycerts', 'galleries', 'industrysectors']) {
      expect(section(r, name)!.rows, name).toEqual([]);
    }
  });

  it('lists an agreement whose description is only in English, linking to its page, until it is translated', async () => {
    const created = await admin.mutation('admin.agreements.create', { name: 'Rental Agreement', description_EN: 'The terms of renting instruments.' });
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const { id } = created.json.result!.data as { id: number };
    const row = section(await report(), 'agreements')!.rows.find((entry) => entry.id === id);
    expect(row).toEqual({ id, href: `/admin/agreements/manage/${id}`, label: 'Rental Agreement', missing: { description: ['DE', 'ES', 'FR', 'NL', 'PT'] } });

    const texts = { DE: 'Die Mietbedingungen.', ES: 'Las condiciones de alquiler.', FR: 'Les conditions de location.', NL: 'De huurvoorwaarden.', PT: 'As condições de aluguer.' };
    const updated = await admin.mutation('admin.agreements.update', {
      id,
      name: 'Rental Agreement',
      active: true,
      description_EN: 'The terms of renting instruments.',
      ...Object.fromEntries(Object.entries(texts).map(([code, text]) => [`description_${code}`, text])),
    });
    expect(updated.status, JSON.stringify(updated.json.error)).toBe(200);
    expect(section(await report(), 'agreements')!.rows.some((entry) => entry.id === id)).toBe(false);
  });

  it('checks only the active languages', async () => {
    const created = await admin.mutation('admin.agreements.create', { name: 'Loan Agreement', description_EN: 'The terms of a loan unit.', description_PT: 'As condições de um equipamento de empréstimo.' });
    const { id } = created.json.result!.data as { id: number };
    await test.deps.db.update(languages).set({ enabled: false }).where(eq(languages.code, 'nl'));
    try {
      const r = await report();
      expect(r.locales).toEqual(['DE', 'ES', 'FR', 'PT']);
      expect(section(r, 'agreements')!.rows.find((entry) => entry.id === id)?.missing).toEqual({ description: ['DE', 'ES', 'FR'] });
    } finally {
      await test.deps.db.update(languages).set({ enabled: true }).where(eq(languages.code, 'nl'));
    }
  });
});
