import type { z } from 'zod';
import type { Locale } from '../shared/locales';
import { formatMessage, type MessageKey } from '../shared/validation';
import { validationError, type FieldErrors } from './errors';

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
