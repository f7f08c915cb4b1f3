/**
 * locales/<lang>/<namespace>.json, each its own small chunk. This table of ~150 loaders is a chunk of its own too,
 * fetched the first time the app needs a namespace the page did not bring (a server-rendered page brings the ones
 * it was rendered with): a visitor who reads one page never downloads it.
 */
export const LOCALE_FILES = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');
