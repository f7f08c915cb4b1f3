import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../src/server/db/schema';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30 item 3: nothing English on a translated page unless it is a proper name. Each page is rendered by the
 * server in the language, as a visitor (or a partner) gets it, and searched for the English text it used to show.
 */
let test: TestApp;
let visitor: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  visitor = new HttpClient(test, '198.51.100.61');
});
afterAll(() => test.close());

/** What the page shows: its HTML without the scripts (the hydration state carries the English fallback texts too). */
async function page(path: string): Promise<string> {
  const response = await visitor.get(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

describe('the quality certificates on /about and /about/certification', () => {
  for (const path of ['/about', '/about/certification']) {
    it(`${path} names them in German and in Portuguese`, async () => {
      const german = await page(`${path}?lang=de`);
      expect(german).toContain('ISO/IEC 17025 Kalibrierlaboratorium');
      expect(german).toContain('UKCA- und CE-Konformität');
      const portuguese = await page(`${path}?lang=pt`);
      expect(portuguese).toContain('Laboratório de calibração ISO/IEC 17025');
      expect(portuguese).toContain('Conformidade UKCA e CE');
      for (const html of [german, portuguese]) {
        expect(html).not.toContain('calibration laboratory');
        expect(html).not.toContain('UKCA and CE conformity');
      }
    });
  }
});

describe('the test-voltage calculator in French and German', () => {
  it('names the ASTM method and labels the result in the language', async () => {
    // The result's facts are labels above their values (components/ui/Facts), so no colon follows a label.
    const french = await page('/resources/testvoltage?lang=fr&thickness=500&unit=um');
    expect(french).toContain('ASTM D5162 (méthode B)');
    expect(french).not.toContain('Method B');
    expect(french).toContain('>Formule</dt>');
    expect(french).toContain('>Calcul</dt>');
    expect(french).not.toMatch(/Formule:|Calcul:/);
    const german = await page('/resources/testvoltage?lang=de&thickness=500&unit=um');
    expect(german).toContain('ASTM D5162 (Verfahren B)');
    expect(german).not.toContain('Method B');
    expect(german).toContain('>Formel</dt>');
  });
});

describe('the dealer application in Spanish', () => {
  it('offers every industry sector in Spanish', async () => {
    const html = await page('/distributors/apply?lang=es');
    expect(html).toContain('Revestimiento de tanques y almacenamiento');
    expect(html).not.toContain('Tank lining and storage');
    const { status, json } = await visitor.query('public.enquiries.industrySectors', { locale: 'es' });
    expect(status).toBe(200);
    const names = (json.result!.data as Array<{ name: string }>).map((sector) => sector.name);
    expect(names).toEqual(expect.arrayContaining(['Revestimiento de tanques y almacenamiento', 'Cubiertas e ingeniería civil']));
    expect(names).not.toContain('Tank lining and storage');
    expect(names).not.toContain('Roofing and civil engineering');
  });
});

describe('the gallery title', () => {
  it('is given in every language, and the German page shows it in German', async () => {
    const gallery = (await (await visitor.get('/api/galleries/1')).json()) as Record<string, string>;
    expect(gallery).toMatchObject({ title: 'Voltara in the field', title_EN: 'Voltara in the field', title_DE: 'Voltara im Einsatz', title_PT: 'Voltara no terreno' });
    const { json } = await visitor.query('public.content.gallery', { id: 1 });
    expect(json.result!.data).toMatchObject({ title_FR: 'Voltara sur le terrain' });
  });
});

describe('the calendar file of an event', () => {
  it('has its SUMMARY in the language asked for', async () => {
    // An event whose title differs between the languages (a trade fair's own name stays as it is).
    const [event] = await test.deps.db.select().from(events).where(eq(events.title_EN, 'Roof membrane testing open day'));
    const german = await (await visitor.get(`/events/${event!.id}/calendar.ics?lang=de`)).text();
    expect(german).toContain(`SUMMARY:${event!.title_DE.replace(/,/g, '\\,')}`.slice(0, 60));
    const portuguese = await (await visitor.get(`/events/${event!.id}/calendar.ics?lang=pt`)).text();
    expect(portuguese).toContain(`SUMMARY:${event!.title_PT.replace(/,/g, '\\,')}`.slice(0, 60));
    expect(portuguese).not.toContain(`SUMMARY:${event!.title_EN}`.slice(0, 60));
  });
});

describe('the portal in German', () => {
  it('describes the agreements and the service tools in German', async () => {
    const partner = new HttpClient(test, '198.51.100.62');
    await partner.signIn('distributor-senior@demo.test');
    await partner.get('/portal?lang=de');
    const agreements = await partner.query('portal.agreements.list');
    expect(agreements.status, JSON.stringify(agreements.json.error)).toBe(200);
    const rows = (agreements.json.result!.data as { rows: Array<{ name: string; description: string }> }).rows;
    expect(rows.find((row) => row.name === 'Distribution Agreement')?.description).toBe(
      'Die Bedingungen, zu denen ein Vertriebspartner Voltara-Prüfgeräte kauft und weiterverkauft.',
    );
    const technician = new HttpClient(test, '198.51.100.63');
    await technician.signIn('certified-senior@demo.test');
    await technician.get('/portal?lang=de');
    const tools = await technician.query('portal.servicetools.list', {});
    expect(tools.status, JSON.stringify(tools.json.error)).toBe(200);
    const list = (tools.json.result!.data as { rows: Array<{ id: number; name: string; description: string }> }).rows;
    const software = list.find((tool) => tool.name === 'VH-15 service software')!;
    expect(software.description).toContain('Liest das Ereignisprotokoll des VH-15');
    // The list carries the reader's language only; the tool's versions are its record.
    expect(software).not.toHaveProperty('description_EN');
    const opened = await technician.query('portal.servicetools.get', { id: software.id });
    expect(opened.status, JSON.stringify(opened.json.error)).toBe(200);
    const versions = (opened.json.result!.data as { versions: Array<{ version: string; releaseNotes: string }> }).versions;
    expect(versions.find((version) => version.version === '2.3.0')?.releaseNotes).toBe('Export des Ereignisprotokolls als CSV.');
    expect(JSON.stringify(opened.json)).not.toContain('Event log export to CSV');
  });
});
