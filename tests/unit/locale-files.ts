import { readFileSync } from 'node:fs';

/** Helpers for the tests that check a locales/<lang>/<namespace>.json against English. */
export type Tree = { [key: string]: string | Tree };

export const loadNamespace = (namespace: string, lang: string): Tree =>
  JSON.parse(readFileSync(`locales/${lang}/${namespace}.json`, 'utf8')) as Tree;

/** { "a.b.c": text } from the nested file. */
export const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

/** The {{placeholders}} of a text, sorted: every language must use the same ones. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
