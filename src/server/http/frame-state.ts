import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { PAGES_AREA } from '../cache';
import { isLocale, type Locale } from '../../shared/locales';
import type { AppDeps } from '../deps';
import type { AppEnv } from './app-env';
import { MESSAGES } from '../errors';
import { cachedPage, sendCached, utcDay, type CachedPage } from './page-cache';

/** Where the frame's state is served: /ssr/frame/{locale}/{hash of its bytes}.json. */
export const FRAME_STATE_PATH = '/ssr/frame';
const FILE = /^([\w-]{16})\.json$/;

export interface FrameState {
  /** The address a page names (data-frame on its state element): the hash makes it safe to keep for good. */
  url: string;
  answer: CachedPage;
}

/** Renders the frame's state for a language, on behalf of a request (null: no server renderer). */
export type RenderFrameState = (c: Context<AppEnv>, locale: Locale) => Promise<Uint8Array[] | null>;

/**
 * The frame's state per language (docs/decisions/0027): the header's menus, tags and banner and the frame's
 * translations are the same on every public page, ~40 kB of JSON a page carried. A page names this address instead
 * and the browser fetches it when the app starts, once: its name is the hash of its bytes, so it is cached for a year
 * and a content change (a new version of the pages area, or a new day) gives a new address. Made at most once per
 * language and version, like the pages themselves.
 */
export function createFrameStates(deps: AppDeps, render: RenderFrameState) {
  const current = new Map<Locale, FrameState>();
  const making = new Map<string, Promise<FrameState | null>>();

  async function make(c: Context<AppEnv>, locale: Locale, version: number): Promise<FrameState | null> {
    const pieces = await render(c, locale);
    if (!pieces) return null;
    const bytes = Buffer.concat(pieces);
    const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 16);
    const frame = { url: `${FRAME_STATE_PATH}/${locale}/${hash}.json`, answer: cachedPage(200, new Uint8Array(bytes), version) };
    current.set(locale, frame);
    return frame;
  }

  /** The frame's state of this version of the pages area, made now if it is not yet (null: no renderer). */
  function frameFor(c: Context<AppEnv>, locale: Locale, version: number): FrameState | null | Promise<FrameState | null> {
    const known = current.get(locale);
    if (known && known.answer.version === version && known.answer.day === utcDay()) return known;
    const key = `${locale}\n${version}`;
    let pending = making.get(key);
    if (!pending) {
      pending = make(c, locale, version).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  /** GET /ssr/frame/{locale}/{hash}.json: the current state, kept by the browser for good when it is the one named. */
  async function handle(c: Context<AppEnv>): Promise<Response> {
    const locale = c.req.param('locale');
    const file = FILE.exec(c.req.param('file') ?? '');
    if (!isLocale(locale) || !file) return c.json({ message: MESSAGES.notFound }, 404);
    const frame = await frameFor(c, locale, await deps.cache.current(PAGES_AREA));
    if (!frame) return c.json({ message: MESSAGES.notFound }, 404);
    // An older address (a page kept from before a change) still gets the current state, but only for now.
    const named = frame.url.endsWith(`/${file[0]}`);
    return sendCached(c, frame.answer, {
      'Content-Type': 'application/json',
      'Cache-Control': named ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    });
  }

  return { frameFor, handle };
}
