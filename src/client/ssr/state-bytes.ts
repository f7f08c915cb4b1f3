import { scriptJson } from '../../shared/seo/head';
import { scriptJsonBytes } from '../../shared/seo/script-json-bytes';
import type { SsrState } from './state';

/** The JSON text of a value the server has cached (the very object), safe inside a script element; else undefined. */
export type CachedJson = (value: unknown) => Uint8Array<ArrayBuffer> | undefined;

const encoder = new TextEncoder();
// The translations are fixed for the life of the process (bundled into the renderer): each bundle's text is made once.
const bundleText = new Map<string, { bundle: object; bytes: Uint8Array<ArrayBuffer> }>();

function bundleBytes(language: string, namespace: string, bundle: object): Uint8Array<ArrayBuffer> {
  const key = `${language}/${namespace}`;
  const known = bundleText.get(key);
  if (known?.bundle === bundle) return known.bytes;
  const bytes = scriptJsonBytes(bundle);
  bundleText.set(key, { bundle, bytes });
  return bytes;
}

/**
 * The page's state as the UTF-8 text of `scriptJson(state)`, in pieces. Most of it is text already made: the
 * translation bundles, and query data the server's cache handed out (menus, widgets, the product), whose JSON it keeps.
 * Only the frame around them (query keys, states, times) and any other data is written per render. Serialising the
 * whole state was the largest single item of a render's profile (~0.7 ms and ~60 kB of two-byte strings a page).
 *
 * How: those values are replaced by marker strings, the rest is written with `scriptJson`, and the text is cut at the
 * markers. A marker carries a number drawn for this render, so no text of the page (a visitor's search term) can pass
 * for one.
 */
export function stateBytes(state: SsrState, cachedJson: CachedJson): Uint8Array<ArrayBuffer>[] {
  const pieces: Uint8Array<ArrayBuffer>[] = [];
  const nonce = Math.random().toString(36).slice(2, 10);
  const marker = (bytes: Uint8Array<ArrayBuffer>): string => `\u0000${nonce}:${pieces.push(bytes) - 1}`;

  const resources = Object.fromEntries(
    Object.entries(state.resources).map(([language, bundles]) => [
      language,
      Object.fromEntries(Object.entries(bundles).map(([namespace, bundle]) => [namespace, marker(bundleBytes(language, namespace, bundle))])),
    ]),
  );
  const queries = state.queries.queries.map((query) => {
    const text = cachedJson(query.state.data);
    // (Spreading keeps each key where it was: the text is the one JSON.stringify makes of the state itself.)
    return text ? { ...query, state: { ...query.state, data: marker(text) } } : query;
  });
  const frame = scriptJson({ ...state, resources, queries: { ...state.queries, queries } });

  const out: Uint8Array<ArrayBuffer>[] = [];
  const markers = new RegExp(`"\\\\u0000${nonce}:(\\d+)"`, 'g');
  let last = 0;
  for (const match of frame.matchAll(markers)) {
    out.push(encoder.encode(frame.slice(last, match.index)) as Uint8Array<ArrayBuffer>, pieces[Number(match[1])]!);
    last = match.index + match[0].length;
  }
  out.push(encoder.encode(frame.slice(last)) as Uint8Array<ArrayBuffer>);
  return out;
}
