import type { z } from 'zod';
import type { Locale } from '../shared/locales';
import { firstTextProblem, formatMessage, type MessageKey } from '../shared/validation';
import { type DomainError, validationError, type FieldErrors } from './errors';

type Issue = z.core.$ZodIssue;

function keyFor(issue: Issue): { key: MessageKey; n?: number | bigint } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'required' };
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

/** `{field: [messages]}` in the request's language; nested paths are dotted ("items.0.name"). */
export function localizedFieldErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'object') {
      // An array, a string or a number sent where a form's fields were expected: say so, not "The   field is invalid."
      (errors.body ??= []).push(formatMessage('jsonObject', 'body', locale));
      continue;
    }
    const path = issue.path.map(String).join('.');
    const field = path || '_';
    const { key, n } = keyFor(issue);
    const last = String(issue.path[issue.path.length - 1] ?? field);
    (errors[field] ??= []).push(formatMessage(key, last, locale, n));
  }
  return errors;
}

/** Parses with a shared schema or throws a 422 DomainError carrying localized field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw validationError(localizedFieldErrors(result.error.issues, locale));
}

/** The 422 for a body that parsed as JSON but is not an object (an array, a string, a number, null). */
export function notAJsonObject(locale: Locale): DomainError {
  return validationError({ body: [formatMessage('jsonObject', 'body', locale)] });
}

/**
 * Refuses any text holding control characters or lone surrogates (shared/validation.ts FORBIDDEN_TEXT), wherever
 * it sits in the body: a 422 naming the field, in the request's language. Run on every body the server is sent.
 */
export function assertCleanText(input: unknown, locale: Locale): void {
  const problem = firstTextProblem(input);
  if (!problem) return;
  if (problem.kind === 'nesting') throw validationError({ body: [formatMessage('nesting', 'body', locale)] });
  const { path } = problem;
  const field = path.map(String).join('.') || 'body';
  // Named by the nearest key: "items.2" is one of the items, "The items field ...".
  const label = [...path].reverse().find((segment) => typeof segment === 'string') ?? 'body';
  throw validationError({ [field]: [formatMessage('characters', label, locale)] });
}
