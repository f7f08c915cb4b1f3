import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { consents, newsletterSubscriptions, offers, outbox } from '../../src/server/db/schema';
import { CONTENT_AREAS } from '../../src/server/features/content/areas';
import { currentOffersJson } from '../../src/server/features/content/offers';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

const CODES = ['DE', 'EN', 'ES', 'FR', 'NL', 'PT'];
const APPLICATION_SLUGS = [
  'leak-detection', 'spark-testers', 'land-corrosion', 'roofing', 'coatings',
  'geomembrane', 'subsea', 'pipeline', 'plastics', 'medical',
];
// Answers are read field by field with many shapes; the assertions check them, so a loose type is enough here.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let test: TestApp;
let client: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  client = new HttpClient(test);
});
afterAll(() => test?.close());

// `any` because each test reads a different answer shape and asserts on it directly.
async function getJson(path: string, status = 200): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await client.get(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

function expectLocalized(record: Json, base: string) {
  for (const code of CODES) expect(typeof record[`${base}_${code}`], `${base}_${code}`).toBe('string');
}

describe('GET /api/galleries/{id}', () => {
  it('answers the gallery with its images in order and every caption field', async () => {
    const gallery = await getJson('/api/galleries/1');
    expect(gallery).toMatchObject({ id: 1, name: 'home-gallery', title: 'Voltara in the field' });
    expect(gallery.images.length).toBeGreaterThanOrEqual(3);
    expect(gallery.images[0]).toMatchObject({
      image_url: '/images/gallery/pipeline-field-joint.svg',
      url: '/expertise/pipeline',
      caption_EN: 'Pipeline field-joint inspection',
      caption_DE: 'Prüfung von Rohrleitungs-Feldnähten',
    });
    for (const image of gallery.images) {
      expect(typeof image.id).toBe('number');
      expectLocalized(image, 'caption');
      expectLocalized(image, 'caption_sub');
    }
  });

  it('answers the images alone at /images', async () => {
    const gallery = await getJson('/api/galleries/1');
    expect(await getJson('/api/galleries/1/images')).toEqual(gallery.images);
  });

  it('is 404 for unknown and non-numeric ids', async () => {
    expect(await getJson('/api/galleries/999', 404)).toEqual({ message: expect.any(String) });
    await getJson('/api/galleries/abc', 404);
    await getJson('/api/galleries/999/images', 404);
    await getJson('/api/galleries/abc/images', 404);
  });
});

describe('GET /api/categories/{id}', () => {
  it('nests the children with their products', async () => {
    const root = await getJson('/api/categories/1?children=true');
    expect(root).toMatchObject({ id: 1, url: '/products/products', name_EN: 'Products', name_DE: 'Produkte' });
    expectLocalized(root, 'name');
    expect(root.children.length).toBeGreaterThanOrEqual(6);
    const dc = root.children.find((c: Json) => c.url === '/products/dc-holiday-detectors');
    expect(dc.children.map((c: Json) => c.url)).toEqual([
      '/products/portable-dc-holiday-detectors',
      '/products/high-voltage-dc-holiday-detectors',
    ]);
    const products = dc.children.flatMap((c: Json) => c.products);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.url).toMatch(/^\/product\/[a-z0-9-]+$/);
      expect(typeof product.image_url).toBe('string');
      expectLocalized(product, 'name');
    }
  });

  it('leaves products out with products=false, at every level', async () => {
    const root = await getJson('/api/categories/1?children=true&products=false');
    const walk = (node: Json) => {
      expect(node).not.toHaveProperty('products');
      node.children.forEach(walk);
    };
    walk(root);
  });

  it('leaves children out unless children=true', async () => {
    const node = await getJson('/api/categories/2');
    expect(node.children).toEqual([]);
    expect(node.id).toBe(2);
  });

  it('is 404 for unknown and non-numeric ids', async () => {
    await getJson('/api/categories/999?children=true', 404);
    await getJson('/api/categories/abc', 404);
  });
});

describe('GET /api/offers', () => {
  it('lists the running offers only, in order, with ISO dates', async () => {
    const list = await getJson('/api/offers');
    expect(list.map((o: Json) => o.slug)).toEqual(['holiday-detector-trade-in', 'free-calibration-spark-testers']);
    const [first] = list;
    expect(first).toMatchObject({ url: '/offers/holiday-detector-trade-in', image_url: '/images/offers/holiday-detector-trade-in.svg' });
    expectLocalized(first, 'title');
    expectLocalized(first, 'summary');
    expect(new Date(first.starts_at).toISOString()).toBe(first.starts_at);
    expect(Date.parse(first.starts_at)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(first.ends_at)).toBeGreaterThanOrEqual(Date.now());
  });

  it('follows the clock without a content change: an offer shows when it starts and goes when it ends', async () => {
    const hour = 60 * 60 * 1000;
    const startsAt = new Date(Date.now() + hour);
    await test.deps.db.insert(offers).values({ slug: 'later-today', startsAt, endsAt: new Date(startsAt.getTime() + hour), sort: 99 });
    await test.deps.cache.bump(CONTENT_AREAS.offers);
    const slugsAt = async (at: number) => (JSON.parse(await currentOffersJson({ deps: test.deps, now: new Date(at) })) as Json[]).map((o) => o.slug);
    expect(await slugsAt(Date.now())).not.toContain('later-today');
    expect(await slugsAt(startsAt.getTime())).toContain('later-today');
    expect(await slugsAt(startsAt.getTime() + 2 * hour)).not.toContain('later-today');
  });

  it('answers [] when no offer runs', async () => {
    await test.deps.db.update(offers).set({ endsAt: new Date(Date.now() - 1000) });
    await test.deps.cache.bump(CONTENT_AREAS.offers);
    expect(await getJson('/api/offers')).toEqual([]);
  });
});

describe('GET /api/tags', () => {
  it('lays each menu out in exactly col_count columns', async () => {
    const tags = await getJson('/api/tags');
    expect(tags.map((t: Json) => t.slug)).toEqual(['pipeline', 'coatings', 'cable-and-wire', 'roofing-membranes']);
    const pipeline = tags[0];
    expect(pipeline).toMatchObject({ url: '/tags/pipeline', name_EN: 'Pipeline', col_count: 4 });
    expect(pipeline).not.toHaveProperty('products');
    for (const tag of tags) {
      expectLocalized(tag, 'name');
      expect(tag.menus.length).toBeGreaterThan(0);
      for (const menu of tag.menus) {
        expect(menu.title).toBe(menu.title_EN);
        expectLocalized(menu, 'title');
        expect(typeof menu.viewall).toBe('string');
        expect(menu.items).toHaveLength(tag.col_count);
        for (const item of menu.items.flat()) {
          expect(typeof item.id).toBe('number');
          expect(typeof item.url).toBe('string');
          expectLocalized(item, 'name');
        }
      }
    }
    expect(pipeline.menus[0].items[0].map((i: Json) => i.url)).toEqual([
      '/product/vp-35-pulsed-dc-pipeline-detector',
      '/products/pulsed-pipeline-detectors',
    ]);
  });

  it('adds the linked products with products=true', async () => {
    const tags = await getJson('/api/tags?products=true');
    const pipeline = tags.find((t: Json) => t.slug === 'pipeline');
    const urls = pipeline.products.map((p: Json) => p.url);
    expect(urls).toContain('/product/vh-40-high-voltage-dc-holiday-detector');
    expect(urls).toContain('/product/vp-35-pulsed-dc-pipeline-detector');
    for (const product of pipeline.products) expectLocalized(product, 'name');
  });
});

describe('GET /api/applications', () => {
  it('lists the ten industries in order', async () => {
    const answer = await getJson('/api/applications');
    expect(answer.results.map((a: Json) => a.slug)).toEqual(APPLICATION_SLUGS);
    expect(answer.results[0]).toMatchObject({ url: '/applications/leak-detection', name_EN: 'Leak Detection', name_DE: 'Leckortung' });
    for (const application of answer.results) expectLocalized(application, 'name');
  });
});

describe('GET /api/widgets/{id}', () => {
  it.each(['xs', 'xl'])('finds header_%s by name with one entry per language', async (size) => {
    const widget = await getJson(`/api/widgets/0?name=header_${size}`);
    expect(widget).toMatchObject({ name: `header_${size}`, type: 'IMAGE', classes: 'w-full' });
    expect(Object.keys(widget.languages)).toEqual(CODES);
    expect(widget.languages.EN).toMatchObject({ html: '', value: '', image_url: `/images/widgets/header-${size}.svg` });
    expect(widget.languages.DE.image_url).toBe(`/images/widgets/header-${size}-de.svg`);
    expect(typeof widget.languages.EN.id).toBe('number');
  });

  it('finds a widget by its real id too', async () => {
    const byName = await getJson('/api/widgets/0?name=home_gallery');
    expect(byName).toMatchObject({ type: 'GALLERY', languages: { EN: { value: '1' } } });
    expect(await getJson(`/api/widgets/${byName.id}`)).toEqual(byName);
  });

  it('is 404 for an unknown or missing name and unknown ids', async () => {
    await getJson('/api/widgets/0?name=header_xxl', 404);
    await getJson('/api/widgets/0', 404);
    await getJson('/api/widgets/0?name=', 404);
    await getJson('/api/widgets/999', 404);
    await getJson('/api/widgets/abc', 404);
  });
});

describe('POST /api/newsletter', () => {
  const THANKS = { message: 'Thank you! Please check your inbox to confirm your subscription.' };
  const mailsTo = (email: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
  const linkIn = (text: string) => {
    const url = new URL(/http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=\S+/.exec(text)![0]);
    return `${url.pathname}${url.search}`;
  };

  it('answers 422 with a message for each invalid field', async () => {
    const response = await client.post('/api/newsletter', { name: ' ', email: 'not-an-email', privacy: false });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: {
        name: ['The name field is required.'],
        email: ['The email field must be a valid email address.'],
        privacy: ['The privacy policy field must be accepted.'],
      },
    });
    const missing = await client.post('/api/newsletter', {});
    expect(Object.keys(((await missing.json()) as Json).errors).sort()).toEqual(['email', 'name', 'privacy']);
  });

  it('answers 419 without the XSRF header and stores nothing', async () => {
    const response = await client.post('/api/newsletter', { name: 'Ann', email: 'csrf@example.test', privacy: true }, { xsrf: false });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: 'CSRF token mismatch.' });
    expect(await mailsTo('csrf@example.test')).toHaveLength(0);
  });

  it('sends a double opt-in link that works once', async () => {
    const email = 'new.reader@example.test';
    const response = await client.post('/api/newsletter', { name: 'New Reader', email: 'New.Reader@Example.test', privacy: true });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(THANKS);

    const [row] = await test.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row).toMatchObject({ status: 'pending', name: 'New Reader', confirmedAt: null });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const consentRows = await test.deps.db.select().from(consents).where(eq(consents.email, email));
    expect(consentRows).toMatchObject([{ kind: 'newsletter', given: true }]);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain('confirm your newsletter subscription');
    const link = linkIn(mail!.text);
    expect(link).not.toContain(row!.tokenHash!);

    const first = await client.get(link);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/?newsletter=confirmed');
    const [active] = await test.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(active).toMatchObject({ status: 'active', tokenHash: null });
    expect(active!.confirmedAt).toBeInstanceOf(Date);

    const second = await client.get(link);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe('/?newsletter=invalid');

    // Already subscribed: the same answer, no new e-mail, still active.
    const again = await client.post('/api/newsletter', { name: 'Someone Else', email, privacy: true });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(THANKS);
    expect(await mailsTo(email)).toHaveLength(1);
    const [still] = await test.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(still).toMatchObject({ status: 'active', name: 'New Reader' });
  });

  it('refuses bad and expired tokens', async () => {
    for (const path of ['/api/newsletter/confirm', '/api/newsletter/confirm?token=nope', `/api/newsletter/confirm?token=${'a'.repeat(43)}`]) {
      const response = await client.get(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/?newsletter=invalid');
    }
    const email = 'late@example.test';
    expect((await client.post('/api/newsletter', { name: 'Late', email, privacy: true })).status).toBe(201);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await test.deps.db.update(newsletterSubscriptions).set({ consentAt: eightDaysAgo }).where(eq(newsletterSubscriptions.email, email));
    const [mail] = await mailsTo(email);
    expect((await client.get(linkIn(mail!.text))).headers.get('location')).toBe('/?newsletter=invalid');
  });

  it('writes the answer and the e-mail in the visitor language', async () => {
    const german = new HttpClient(test, '198.51.100.20');
    await german.get('/?lang=de');
    const response = await german.post('/api/newsletter', { name: 'Jonas', email: 'jonas@example.test', privacy: true });
    expect(await response.json()).toEqual({ message: 'Vielen Dank! Bitte prüfen Sie Ihren Posteingang, um Ihr Abonnement zu bestätigen.' });
    const [mail] = await mailsTo('jonas@example.test');
    expect(mail!.subject).toContain('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
  });

  it('answers 429 with Retry-After after too many sign-ups from one address', async () => {
    const busy = new HttpClient(test, '198.51.100.99');
    for (let i = 0; i < 10; i += 1) {
      const response = await busy.post('/api/newsletter', { name: 'Bulk', email: `bulk${i}@example.test`, privacy: true });
      expect(response.status).toBe(201);
    }
    const blocked = await busy.post('/api/newsletter', { name: 'Bulk', email: 'bulk10@example.test', privacy: true });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('tRPC public.content', () => {
  it('serves the same reads as the REST endpoints', async () => {
    const rest = await getJson('/api/categories/1?children=true&products=false');
    expect((await client.query('public.content.categories', { id: 1, children: true, products: false })).json.result?.data).toEqual(rest);
    expect((await client.query('public.content.applications')).json.result?.data).toEqual(await getJson('/api/applications'));
    expect((await client.query('public.content.tags', { products: true })).json.result?.data).toEqual(await getJson('/api/tags?products=true'));
    expect((await client.query('public.content.gallery', { id: 1 })).json.result?.data).toEqual(await getJson('/api/galleries/1'));
    expect((await client.query('public.content.widget', { name: 'header_md' })).json.result?.data).toEqual(
      await getJson('/api/widgets/0?name=header_md'),
    );
    expect((await client.query('public.content.offers')).json.result?.data).toEqual(await getJson('/api/offers'));
  });

  it('answers NOT_FOUND for unknown ids', async () => {
    const answer = await client.query('public.content.gallery', { id: 999 });
    expect(answer.status).toBe(404);
    expect(answer.json.error?.data.code).toBe('NOT_FOUND');
  });

  it('validates the newsletter sign-up with the same field errors', async () => {
    const invalid = await client.mutation('public.content.newsletterSignup', { name: 'Ann', email: 'nope', privacy: true });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error?.data.fieldErrors).toEqual({ email: ['The email field must be a valid email address.'] });
    const ok = await client.mutation('public.content.newsletterSignup', { name: 'Ann', email: 'ann@example.test', privacy: true });
    expect(ok.json.result?.data).toEqual({ message: 'Thank you! Please check your inbox to confirm your subscription.' });
  });
});
