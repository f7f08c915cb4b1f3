import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The public site reads widgets, galleries and offers from the response cache: an admin save through the resource
 * procedures must show there at once. Also the rules of these sections that keep the site whole (a gallery a widget
 * shows, a landing page hidden behind a fixed route, a document's pages).
 */
let test: TestApp;
let admin: HttpClient;
let visitor: HttpClient;

beforeAll(async () => {
  test = await createTestApp();
  admin = new HttpClient(test, '198.51.100.41');
  await admin.signIn('admin@demo.test');
  visitor = new HttpClient(test, '198.51.100.42');
});
afterAll(() => test?.close());

type Row = Record<string, unknown> & { id: number };
type Json = Record<string, unknown>;

const data = <T>(answer: { json: { result?: { data: unknown } } }) => answer.json.result!.data as T;

async function publicJson<T = Json>(path: string): Promise<T> {
  const response = await visitor.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function findId(resource: string, search: string): Promise<number> {
  const list = data<{ rows: Row[] }>(await admin.query(`admin.resources.${resource}.list`, { q: search }));
  expect(list.rows.length, `${resource} "${search}"`).toBeGreaterThan(0);
  return list.rows[0]!.id;
}

async function edit(resource: string, id: number, change: (record: Row) => Json) {
  const record = data<Row>(await admin.query(`admin.resources.${resource}.get`, { id }));
  const { id: _id, ...fields } = record;
  const answer = await admin.mutation(`admin.resources.${resource}.update`, { id, data: change(fields as Row) });
  expect(answer.status, JSON.stringify(answer.json.error)).toBe(200);
  return data<Row>(answer);
}

describe('widgets', () => {
  type PublicWidget = { id: number; type: string; languages: Record<string, { id: number; html: string; value: string; image_url: string }> };

  it('an edit shows in the public widget answer at once, sanitised, each language row kept', async () => {
    const before = await publicJson<PublicWidget>('/api/widgets/0?name=home_intro');
    expect(before.languages.EN!.html).toContain('Test equipment you can trust');
    const id = await findId('widgets', 'home_intro');
    expect(id).toBe(before.id);

    const saved = await edit('widgets', id, (record) => ({
      ...record,
      html_EN: '<h2>Calibrated today</h2><p onclick="x()">Visit us.</p><script>alert(1)</script>',
      html_DE: '<h2>Heute kalibriert</h2>',
    }));
    expect(saved.html_EN).toBe('<h2>Calibrated today</h2><p>Visit us.</p>');

    const after = await publicJson<PublicWidget>('/api/widgets/0?name=home_intro');
    expect(after.languages.EN!.html).toBe('<h2>Calibrated today</h2><p>Visit us.</p>');
    expect(after.languages.DE!.html).toBe('<h2>Heute kalibriert</h2>');
    expect(after.languages.FR!.html).toBe(before.languages.FR!.html);
    for (const code of Object.keys(before.languages)) expect(after.languages[code]!.id).toBe(before.languages[code]!.id);

    const viaTrpc = data<PublicWidget>(await visitor.query('public.content.widget', { name: 'home_intro' }));
    expect(viaTrpc.languages.EN!.html).toBe('<h2>Calibrated today</h2><p>Visit us.</p>');
  });

  it('a new widget is answered with a row per language; a rename frees the old name', async () => {
    const created = await admin.mutation('admin.resources.widgets.create', {
      name: 'promo_banner',
      type: 'IMAGE',
      imageUrl_EN: '/images/offers/winter-electrode-bundle.svg',
      value_EN: 'Winter bundle',
    });
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    const widget = await publicJson<PublicWidget>('/api/widgets/0?name=promo_banner');
    expect(Object.keys(widget.languages)).toEqual(['DE', 'EN', 'ES', 'FR', 'NL', 'PT']);
    expect(widget.languages.EN).toMatchObject({ image_url: '/images/offers/winter-electrode-bundle.svg', value: 'Winter bundle' });

    await edit('widgets', widget.id, (record) => ({ ...record, name: 'promo_banner_wide' }));
    expect((await visitor.get('/api/widgets/0?name=promo_banner')).status).toBe(404);
    expect((await publicJson<PublicWidget>('/api/widgets/0?name=promo_banner_wide')).id).toBe(widget.id);
  });

  it('refuses a taken name, and content the type needs', async () => {
    const taken = await admin.mutation('admin.resources.widgets.create', { name: 'HOME_INTRO', type: 'HTML', html_EN: '<p>x</p>' });
    expect(taken.status).toBe(422);
    expect(taken.json.error!.data.fieldErrors).toHaveProperty('name');

    const noGallery = await admin.mutation('admin.resources.widgets.create', { name: 'bad_slider', type: 'SLIDER', value_EN: 'two', value_DE: 'x' });
    expect(noGallery.status).toBe(422);
    expect(Object.keys(noGallery.json.error!.data.fieldErrors!).sort()).toEqual(['value_DE', 'value_EN']);

    const noImage = await admin.mutation('admin.resources.widgets.create', { name: 'bad_image', type: 'IMAGE' });
    expect(noImage.json.error!.data.fieldErrors).toHaveProperty('imageUrl_EN');
  });
});

describe('galleries', () => {
  it('an edit shows in the public gallery answers at once', async () => {
    const before = await publicJson<{ title: string; images: Json[] }>('/api/galleries/1');
    await publicJson('/api/galleries/1/images');
    await edit('galleries', 1, (record) => ({
      ...record,
      title_EN: 'Voltara on site',
      images: [...(record.images as Json[]).slice(1), { imageUrl: '/images/gallery/tank-lining.svg', caption_EN: 'Tank lining' }],
    }));
    const after = await publicJson<{ title: string; images: Json[] }>('/api/galleries/1');
    expect(after.title).toBe('Voltara on site');
    expect(after.images).toHaveLength(before.images.length);
    expect(after.images.at(-1)).toMatchObject({ image_url: '/images/gallery/tank-lining.svg', caption_EN: 'Tank lining', caption_DE: '' });
    expect(await publicJson('/api/galleries/1/images')).toEqual(after.images);
  });

  it('is not deleted while a gallery, carousel or slider widget shows it', async () => {
    // The seeded home_slider shows gallery 2.
    const refused = await admin.mutation('admin.resources.galleries.delete', { id: 2 });
    expect(refused.status).toBe(422);
    expect(refused.json.error!.message).toMatch(/cannot be deleted: 1 widget uses it/);
    await publicJson('/api/galleries/2');

    const gallery = data<Row>(await admin.mutation('admin.resources.galleries.create', { name: 'spare', images: [] }));
    const widget = data<Row>(
      await admin.mutation('admin.resources.widgets.create', { name: 'spare_carousel', type: 'CAROUSEL', value_EN: String(gallery.id), value_FR: String(gallery.id) }),
    );
    const bulk = data<{ deleted: number; refused: { id: number }[] }>(
      await admin.mutation('admin.resources.galleries.bulkDelete', { ids: [gallery.id] }),
    );
    expect(bulk).toMatchObject({ deleted: 0, refused: [{ id: gallery.id }] });

    // Once no widget points at it (a TEXT widget's value is no gallery id), it goes.
    await edit('widgets', widget.id, (record) => ({ ...record, type: 'TEXT' }));
    expect((await admin.mutation('admin.resources.galleries.delete', { id: gallery.id })).status).toBe(200);
    expect((await visitor.get(`/api/galleries/${gallery.id}`)).status).toBe(404);
  });

  it('refuses an image without its file', async () => {
    const answer = await admin.mutation('admin.resources.galleries.create', { name: 'broken', images: [{ imageUrl: '' }] });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.error!.data.fieldErrors!)).toEqual(['images.0.imageUrl']);
  });
});

describe('offers', () => {
  type PublicOffer = { id: number; slug: string; title_EN: string; ends_at: string };

  it('an edit shows in GET /api/offers at once, and an offer runs to the end of its last day', async () => {
    const [first] = await publicJson<PublicOffer[]>('/api/offers');
    expect(first).toBeDefined();
    const saved = await edit('offers', first!.id, (record) => ({ ...record, title_EN: 'Trade in and save 20%', endsAt: '2099-12-31' }));
    expect(saved.endsAt).toBe('2099-12-31');
    const offers = await publicJson<PublicOffer[]>('/api/offers');
    const offer = offers.find((o) => o.id === first!.id)!;
    expect(offer.title_EN).toBe('Trade in and save 20%');
    expect(offer.ends_at).toBe('2099-12-31T23:59:59.999Z');
  });

  it('refuses an end before the start, on the end date', async () => {
    const id = await findId('offers', 'trade');
    const record = data<Row>(await admin.query('admin.resources.offers.get', { id }));
    const { id: _id, ...fields } = record;
    const answer = await admin.mutation('admin.resources.offers.update', { id, data: { ...fields, startsAt: '2031-01-10', endsAt: '2031-01-09' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.error!.data.fieldErrors!)).toEqual(['endsAt']);
  });
});

describe('landing pages', () => {
  it('answer /{slug} as soon as they are saved', async () => {
    expect((await visitor.get('/spark-testing-week')).status).toBe(404);
    const created = await admin.mutation('admin.resources.landing.create', { slug: 'spark-testing-week', title_EN: 'Spark testing week' });
    expect(created.status, JSON.stringify(created.json.error)).toBe(200);
    expect((await visitor.get('/spark-testing-week')).status).toBe(200);
  });

  it.each(['contact', 'faqs', 'admin', 'products', 'search', 'api', 'media'])('refuses the slug "%s", which a fixed route answers', async (slug) => {
    const answer = await admin.mutation('admin.resources.landing.create', { slug, title_EN: 'Hidden' });
    expect(answer.status).toBe(422);
    expect(answer.json.error!.data.fieldErrors).toHaveProperty('slug');
  });
});

describe('documents and their pages', () => {
  it('lists a document’s pages by document, and keeps a document that has pages', async () => {
    const pages = data<{ rows: Row[] }>(await admin.query('admin.resources.documentpages.list', { filters: { documentId: 1 }, perPage: 100 }));
    expect(pages.rows.length).toBeGreaterThan(1);
    expect(pages.rows.every((row) => row.documentId === 1)).toBe(true);
    expect(pages.rows[0]).toHaveProperty('__translations');

    const refused = await admin.mutation('admin.resources.documents.delete', { id: 1 });
    expect(refused.status).toBe(422);
    expect(refused.json.error!.message).toMatch(/pages use it/);

    const document = data<Row>(await admin.mutation('admin.resources.documents.create', { slug: 'short-guide', title_EN: 'Short guide' }));
    const page = data<Row>(await admin.mutation('admin.resources.documentpages.create', { documentId: document.id, title_EN: 'Only page' }));
    expect((await admin.mutation('admin.resources.documents.delete', { id: document.id })).status).toBe(422);
    expect((await admin.mutation('admin.resources.documentpages.delete', { id: page.id })).status).toBe(200);
    expect((await admin.mutation('admin.resources.documents.delete', { id: document.id })).status).toBe(200);
  });
});

describe('the JSON text of cached values (a rendered page’s state)', () => {
  it('gives the text of a value it handed out, escaped for a script element, and nothing for any other value', async () => {
    const { cache } = test.deps;
    const built = { name: 'Détecteur <DC>', note: 'a\u2028b' };
    const value = await cache.value('catalog', 'state-bytes-test', async () => built);
    expect(value).toEqual(built);
    expect(value).not.toBe(built);
    const text = new TextDecoder().decode(cache.scriptJsonOf(value));
    expect(text).toBe('{"name":"Détecteur \\u003cDC>","note":"a\\u2028b"}');
    expect(JSON.parse(text)).toEqual(built);
    // The same object every time, and the same bytes (made once).
    expect(await cache.value('catalog', 'state-bytes-test', async () => built)).toBe(value);
    expect(cache.scriptJsonOf(value)).toBe(cache.scriptJsonOf(value));
    expect(cache.scriptJsonOf(built)).toBeUndefined();
    expect(cache.scriptJsonOf({ ...value })).toBeUndefined();
    expect(cache.scriptJsonOf('text')).toBeUndefined();

    // After a write the area answers a new value; the old one keeps its own text.
    await cache.bump('catalog');
    const changed = await cache.value('catalog', 'state-bytes-test', async () => ({ ...built, name: 'Neu' }));
    expect(new TextDecoder().decode(cache.scriptJsonOf(changed))).toContain('"Neu"');
    expect(new TextDecoder().decode(cache.scriptJsonOf(value))).toContain('Détecteur');
  });
});
