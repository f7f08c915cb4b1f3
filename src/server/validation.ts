import type { z } from 'zod';
import { FALLBACK_LABEL, fieldNameOf, type FormLabels, type LabelTexts } from '../shared/field-labels';
import type { Locale } from '../shared/locales';
import type { MessageKey, TextProblem } from '../shared/validation';
import { type DomainError, validationError, type FieldErrors } from './errors';
import { localeText } from './locale-text';
import { fill, serverTexts } from './texts';

type Issue = z.core.$ZodIssue;

/**
 * Whether an invalid_type issue is about a value that is absent (null or undefined) rather than of the wrong type.
 * tRPC parses `.input()` without zod's `reportInput`, so the issue carries no input: zod's own message, made while it
 * still had the input ("…, received undefined"), says which.
 */
function isMissing(issue: Extract<Issue, { code: 'invalid_type' }>): boolean {
  if ('input' in issue && issue.input !== undefined) return issue.input === null;
  const received = /received (\w+)$/.exec(issue.message)?.[1];
  return received === undefined || received === 'undefined' || received === 'null';
}

function keyFor(issue: Issue): { key: MessageKey; n?: number | bigint } {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return { key: 'required' };
      if (issue.expected === 'boolean') return { key: 'boolean' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'number' };
      return { key: issue.expected === 'string' ? 'string' : 'invalid' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? { key: 'required' } : { key: 'min', n: issue.minimum as number };
      }
      return issue.origin === 'number' ? { key: 'minNumber', n: issue.minimum as number } : { key: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'max', n: issue.maximum as number };
      return issue.origin === 'number' ? { key: 'maxNumber', n: issue.maximum as number } : { key: 'invalid' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'email' : 'invalid' };
    case 'invalid_value':
      return { key: issue.values.length === 1 && issue.values[0] === true ? 'accepted' : 'invalid' };
    case 'custom':
      return issue.message.startsWith('msg:') ? { key: issue.message.slice(4) as MessageKey } : { key: 'invalid' };
    default:
      return { key: 'invalid' };
  }
}

/** A field's path: as zod reports it, or dotted ("lines.2.quantity"). */
export type FieldPath = readonly PropertyKey[] | string;

/** The server's side of the labels: its bundles of the label namespaces, English where a language lacks one. */
const labelTexts = (locale: Locale): LabelTexts => ({
  text: (key, values) => localeText(locale, key, values) ?? localeText(locale, FALLBACK_LABEL)!,
  numbers: (key) => /\{\{\s*n\s*\}\}/.test(localeText(locale, key) ?? ''),
});

/**
 * A field's name as the visitor reads it, in their language, through the one mapping of shared/field-labels.ts:
 * "Item 3: Quantity", "Question (Deutsch)". Every validation message of the server names its field with it.
 */
export function fieldName(path: FieldPath, locale: Locale, form?: FormLabels): string {
  return fieldNameOf(typeof path === 'string' ? path.split('.') : path, labelTexts(locale), form);
}

/**
 * A label inside a sentence: "The first name field is required.", "Le champ nom est obligatoire."; German keeps its
 * capitals (nouns), and so do names in capitals ("EU member", "ID").
 */
function inSentence(label: string, locale: Locale): string {
  return locale !== 'de' && /^\p{Lu}-?\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/**
 * A validation message with its field's label (already in the visitor's language) and its number. The annotation
 * makes the compiler check that the locale files word every message key.
 */
function messageWithLabel(key: MessageKey, label: string, locale: Locale, n?: number | bigint): string {
  const messages: Readonly<Record<MessageKey, string>> = serverTexts(locale).validation;
  return fill(messages[key], { field: label, n: String(n ?? '') });
}

/** A validation message naming its field by label: `fieldMessage('required', 'email', locale)`. */
export function fieldMessage(
  key: MessageKey,
  path: FieldPath,
  locale: Locale,
  options: { n?: number | bigint; form?: FormLabels } = {},
): string {
  return messageWithLabel(key, inSentence(fieldName(path, locale, options.form), locale), locale, options.n);
}

/**
 * A union's failure as the failures of its closest alternative (the one with the fewest), with their full paths: "the
 * Code field is required" for a two-factor challenge sent empty, not "the form is invalid".
 */
function withUnionsOpened(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    if (closest.length === 0) return [issue];
    return withUnionsOpened(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/** `{field: [messages]}` in the request's language, keyed by dotted path ("items.0.name"), fields named by label. */
export function localizedFieldErrors(issues: readonly Issue[], locale: Locale, form?: FormLabels): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of withUnionsOpened(issues)) {
    if (issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') {
      // An array, a string or a number sent where a form's fields were expected: say so, not "The input field ..."
      (errors.body ??= []).push(messageWithLabel('jsonObject', '', locale));
      continue;
    }
    const field = issue.path.map(String).join('.') || '_';
    const { key, n } = keyFor(issue);
    (errors[field] ??= []).push(fieldMessage(key, issue.path, locale, { n, form }));
  }
  return errors;
}

/** A value as JSON.parse gives it: what a REST endpoint's body or JSON query parameter is before its schema reads it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Parses parsed JSON with a shared schema or throws a 422 DomainError carrying localized field errors. */
export function parseJson<S extends z.ZodType>(schema: S, json: JsonValue, locale: Locale, form?: FormLabels): z.output<S> {
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(localizedFieldErrors(result.error.issues, locale, form));
}

/** The 422 for a body that parsed as JSON but is not an object (an array, a string, a number, null). */
export function notAJsonObject(locale: Locale): DomainError {
  return validationError({ body: [messageWithLabel('jsonObject', '', locale)] });
}

/**
 * The 422 for text holding control characters or lone surrogates, or for nesting too deep, wherever it sits in a body
 * (shared/validation.ts firstTextProblem finds it): the field named, in the request's language. Every body the server
 * is sent is walked, REST (rest/respond.ts) and tRPC mutations (trpc/init.ts) alike.
 */
export function uncleanTextError(problem: TextProblem, locale: Locale): DomainError {
  if (problem.kind === 'nesting') return validationError({ body: [messageWithLabel('nesting', '', locale)] });
  const { path } = problem;
  return validationError({ [path.map(String).join('.') || 'body']: [fieldMessage('characters', path, locale)] });
}
