import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedPage, createPageCache } from '../../src/server/http/page-cache';

describe('page cache', () => {
  it('answers a page only for the version it was made for', () => {
    const cache = createPageCache();
    cache.set('en\n/a\n', cachedPage(200, '<p>a</p>', 3));
    expect(Buffer.from(cache.get('en\n/a\n', 3)!.bytes()).toString()).toBe('<p>a</p>');
    expect(cache.get('en\n/a\n', 4)).toBeNull();
    expect(cache.get('en\n/a\n', 3)).toBeNull(); // a stale page is gone, not kept for later
  });

  it('answers a page only on the day it was rendered (offers end and events pass by the date, not by a save)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T23:59:00Z'));
    const cache = createPageCache();
    cache.set('en\n/offers\n', cachedPage(200, '<p>offers</p>', 3));
    expect(cache.get('en\n/offers\n', 3)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-26T00:00:01Z'));
    expect(cache.get('en\n/offers\n', 3)).toBeNull();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps within its byte budget by dropping the least recently used page', () => {
    const cache = createPageCache(25);
    cache.set('a', cachedPage(200, 'x'.repeat(10), 1));
    cache.set('b', cachedPage(200, 'y'.repeat(10), 1));
    expect(cache.get('a', 1)).not.toBeNull(); // a is now the most recently used
    cache.set('c', cachedPage(200, 'z'.repeat(10), 1));
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('a', 1)).not.toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
    expect(cache.size).toBe(2);
  });

  it('gzips fast for the first visitor, then keeps the best compression of the same content', async () => {
    const html = `<p>${'Holiday detectors, spark testers and leak detection. '.repeat(4000)}</p>`;
    const page = cachedPage(200, html, 1);
    const first = page.gzip();
    expect(page.gzip()).toBe(first);
    await new Promise((done) => setTimeout(done, 200));
    const best = page.gzip();
    expect(best.length).toBeLessThan(first.length);
    expect(gunzipSync(best).toString()).toBe(html);
    expect(gunzipSync(first).toString()).toBe(html);
  });

  it('makes an ETag from the content', () => {
    const page = cachedPage(200, '<p>same</p>', 1);
    expect(cachedPage(200, '<p>same</p>', 2).etag).toBe(page.etag);
    expect(cachedPage(200, '<p>other</p>', 1).etag).not.toBe(page.etag);
  });
});
