import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { flatten, loadNamespace } from './locale-files';

/**
 * Issue 30 item 5: a `{{name}}` a translation names but the code does not pass is read out raw ("Products found:
 * {{n}}"). Every `t('key')` and `t('key', { ... })` call in src/client and src/server is compared with the
 * placeholders of its key in every language, and the languages of a key must agree on them.
 */

const NAMESPACES = readdirSync('locales/en')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** namespace -> language -> flat key -> text */
const TEXTS = new Map(NAMESPACES.map((ns) => [ns, new Map(LOCALES.map((lang) => [lang, flatten(loadNamespace(ns, lang))]))]));

/** i18next's plural and ordinal suffixes: `key_one`, `key_other`, `key_ordinal_few` ... belong to `key`. */
const PLURAL_SUFFIX = /_(ordinal_)?(zero|one|two|few|many|other)$/;

/** The texts of a key in one language: the key itself and its plural forms. */
function formsOf(texts: Record<string, string>, key: string): string[] {
  return Object.entries(texts)
    .filter(([name]) => name === key || (name.startsWith(`${key}_`) && name.slice(key.length).match(PLURAL_SUFFIX)?.index === 0))
    .map(([, text]) => text);
}

/** `{{name}}` and `{{name, format}}` placeholders; `$t(...)` nestings are not values. */
const placeholderNames = (text: string) => [...text.matchAll(/\{\{-?\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);

function namesOfKey(ns: string, key: string, lang: Locale): Set<string> {
  return new Set(formsOf(TEXTS.get(ns)!.get(lang)!, key).flatMap(placeholderNames));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Call {
  file: string;
  line: number;
  key: string;
  /** The values passed (the options' names and those of its `replace`), or null when a spread hides them. */
  passed: Set<string> | null;
  /** The namespaces of the `useTranslation(...)` (or `getFixedT`) in scope, in i18next's lookup order. */
  scoped: string[];
  /** Every namespace the file names, in order of appearance. */
  named: string[];
  /** Whether the call passes options: a bare `t('key')` whose namespace is unknown may be another module's `t`. */
  withOptions: boolean;
}

const stringsOf = (node: ts.Expression | undefined): string[] => {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => (ts.isStringLiteralLike(element) ? [element.text] : []));
  return [];
};

/** The namespaces a function body binds `t` to: the first useTranslation(ns) / getFixedT(lang, ns) in it. */
function boundNamespaces(scope: ts.Node): string[] | null {
  let found: string[] | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (name === 'useTranslation') found = stringsOf(node.arguments[0]);
      else if (name === 'getFixedT') found = stringsOf(node.arguments[1]);
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(scope);
  return found;
}

function scopedNamespaces(node: ts.Node): string[] {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) || ts.isSourceFile(scope)) {
      const bound = boundNamespaces(scope);
      if (bound) return bound;
    }
  }
  return [];
}

/** Namespaces a file names as string literals (useTranslation('x'), getFixedT(lang, 'x'), { ns: 'x' }, constants). */
function namespacesNamed(source: ts.SourceFile): string[] {
  const named: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && TEXTS.has(node.text) && !named.includes(node.text)) named.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named;
}

/** The names an options object passes: its own (i18next's options among them) and those of its `replace` object. */
function passedNames(options: ts.ObjectLiteralExpression): Set<string> | null {
  const names = new Set<string>();
  for (const property of options.properties) {
    if (ts.isSpreadAssignment(property)) return null;
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)) ? property.name.text : null;
    if (!name) continue;
    if (name === 'replace' && ts.isPropertyAssignment(property)) {
      if (!ts.isObjectLiteralExpression(property.initializer)) return null;
      const replaced = passedNames(property.initializer);
      if (!replaced) return null;
      for (const value of replaced) names.add(value);
    } else {
      names.add(name);
    }
  }
  return names;
}

function translationCalls(file: string): Call[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const named = namespacesNamed(source);
  const calls: Call[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isT = (ts.isIdentifier(callee) && callee.text === 't') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
      const [keyArg, optionsArg] = node.arguments;
      // A call without options passes nothing, so a placeholder in its text would be read out raw too.
      const options = node.arguments.length === 1 ? ts.factory.createObjectLiteralExpression() : optionsArg;
      if (isT && keyArg && ts.isStringLiteralLike(keyArg) && options && ts.isObjectLiteralExpression(options)) {
        calls.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          key: keyArg.text,
          passed: passedNames(options),
          scoped: scopedNamespaces(node),
          named,
          withOptions: node.arguments.length > 1,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

const hasKey = (ns: string, key: string) => formsOf(TEXTS.get(ns)!.get('en')!, key).length > 0;

/**
 * The namespace a call's key is read from, as i18next finds it: its `ns:` prefix, else the first namespace bound in
 * scope that has the key (then the file's others and `common`); a `t` handed in from elsewhere with values is
 * checked against every namespace that has the key.
 */
function resolve(call: Call): { ns: string; key: string }[] {
  const colon = call.key.indexOf(':');
  if (colon > 0 && TEXTS.has(call.key.slice(0, colon))) return [{ ns: call.key.slice(0, colon), key: call.key.slice(colon + 1) }];
  const first = [...call.scoped, ...call.named, 'common'].find((ns) => TEXTS.has(ns) && hasKey(ns, call.key));
  if (first) return [{ ns: first, key: call.key }];
  const candidates = call.withOptions ? NAMESPACES.filter((ns) => hasKey(ns, call.key)) : [];
  return candidates.map((ns) => ({ ns, key: call.key }));
}

/** Option names i18next reads itself; `count` and `context` are also values a text may show. */
const I18NEXT_OPTIONS = new Set(['defaultValue', 'ns', 'lng', 'lngs', 'returnObjects', 'joinArrays', 'keyPrefix', 'interpolation', 'postProcess', 'replace']);

const CALLS = [...sourceFiles('src/client'), ...sourceFiles('src/server')]
  .flatMap(translationCalls)
  .map((call) => ({ call, targets: resolve(call) }));

describe('interpolation in the translations', () => {
  it('finds the translation calls with values (the scan works)', () => {
    expect(CALLS.filter(({ targets }) => targets.length > 0).length).toBeGreaterThan(300);
  });

  it('passes every value a translation names, in every language', () => {
    const missing: string[] = [];
    for (const { call, targets } of CALLS) {
      if (!call.passed) continue;
      const passed = new Set([...call.passed].filter((name) => !I18NEXT_OPTIONS.has(name)));
      for (const { ns, key } of targets) {
        for (const lang of LOCALES) {
          const absent = [...namesOfKey(ns, key, lang)].filter((name) => !passed.has(name));
          if (absent.length > 0) missing.push(`${call.file}:${call.line} ${lang} ${ns}:${key} names {{${absent.join('}}, {{')}}} but gets ${[...passed].join(', ') || 'nothing'}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names the same placeholders for a key in every language', () => {
    const disagreeing: string[] = [];
    for (const ns of NAMESPACES) {
      const english = TEXTS.get(ns)!.get('en')!;
      const keys = new Set(Object.keys(english).map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const key of keys) {
        const reference = [...namesOfKey(ns, key, 'en')].sort().join(',');
        for (const lang of LOCALES) {
          const names = [...namesOfKey(ns, key, lang)].sort().join(',');
          if (names !== reference) disagreeing.push(`${lang} ${ns}:${key} has {${names}} where en has {${reference}}`);
        }
      }
    }
    expect(disagreeing).toEqual([]);
  });
});
