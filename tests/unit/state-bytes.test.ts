import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stateBytes } from '../../src/client/ssr/state-bytes';
import type { SsrState } from '../../src/client/ssr/state';
import { scriptJsonBytes } from '../../src/shared/seo/script-json-bytes';

const decoder = new TextDecoder();
const joined = (pieces: Uint8Array[]) => decoder.decode(Buffer.concat(pieces));

function query(key: unknown[], data: unknown) {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: 1764300000000,
    state: { data, dataUpdateCount: 1, dataUpdatedAt: 1764300000000, error: null, status: 'success', fetchStatus: 'idle' },
  };
}

const menu = { items: [{ name: 'Détecteurs <DC>', url: '/products/dc' }], note: 'line\u2028separator' };
const product = { name: 'VH-15 Holiday-Detektor', descriptionHtml: '<p>Prüfspannung 0,5–15 kV</p>' };
// A visitor's search term made to look like a marker, and data the cache never saw.
const search = { q: '"\u0000abc:0" </script>', results: [] };

const state = {
  locale: 'de',
  resources: { de: { common: { ok: 'OK <b>' } }, en: { common: { ok: 'OK' } } },
  queries: {
    mutations: [],
    queries: [query(['menu'], menu), query(['product', { slug: 'vh-15' }], product), query(['search', { q: search.q }], search)],
  } as unknown as DehydratedState,
} as SsrState;

describe('stateBytes', () => {
  it('writes the same text as escaping the whole state, with cached values spliced in', () => {
    const cached = new Map<unknown, Uint8Array<ArrayBuffer>>([
      [menu, scriptJsonBytes(menu)],
      [product, scriptJsonBytes(product)],
    ]);
    const pieces = stateBytes(state, (value) => cached.get(value));
    expect(joined(pieces)).toBe(decoder.decode(scriptJsonBytes(state)));
    // The cached texts are handed over as they are, not written again.
    expect(pieces).toContain(cached.get(menu));
    expect(pieces).toContain(cached.get(product));
    expect(JSON.parse(joined(pieces))).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('is the same text with nothing cached, and never lets a "<" through', () => {
    const text = joined(stateBytes(state, () => undefined));
    expect(text).toBe(decoder.decode(scriptJsonBytes(state)));
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
  });

  it('writes the translation bundles once and reuses their text', () => {
    const first = stateBytes(state, () => undefined);
    const second = stateBytes(state, () => undefined);
    const bundle = scriptJsonBytes(state.resources.de!.common);
    const reused = first.find((piece) => Buffer.from(piece).equals(bundle));
    expect(reused).toBeDefined();
    expect(second).toContain(reused);
  });
});
