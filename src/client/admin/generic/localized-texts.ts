import type { ChangeEvent } from 'react';
import { LOCALE_CODES, type Localized } from '../../../shared/locales';
import type { FieldErrors } from '../../lib/trpc-errors';
import type { LocalizedBinding } from './fields/LocalizedInput';

/**
 * The texts kept per language (`{base}_EN` ... `{base}_PT`) by the admin's hand-built forms: an agreement's
 * description, a service tool's description, a version's release notes.
 */

/** Empty in every language. */
export const emptyTexts = <Base extends string>(base: Base): Localized<Base> =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, ''])) as Localized<Base>;

/** One language's text of a draft by its field name ("description_DE"). */
export const textOf = (draft: object, key: string): string => {
  const value = (draft as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

/** The six texts of `base` taken from a record or form values that hold them (and more); '' where one is missing. */
export const pickTexts = <Base extends string>(source: object, base: Base): Localized<Base> =>
  Object.fromEntries(LOCALE_CODES.map((code) => [`${base}_${code}`, textOf(source, `${base}_${code}`)])) as Localized<Base>;

/** The first server message of each field, as the per-language inputs show them. */
export const firstErrors = (errors: FieldErrors): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list[0]]));

/** The per-language inputs (LocalizedPlainInputs) bound to a draft kept in state: `change` stores one language's text. */
export const draftBinding =
  (draft: object, change: (key: string, value: string) => void) =>
  (key: string): LocalizedBinding => ({ value: textOf(draft, key), onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(key, event.target.value) });
