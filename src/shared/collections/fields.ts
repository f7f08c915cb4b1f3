import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../locales';

/**
 * Zod building blocks of resource schemas, so every section validates the same way on client and server.
 */

/** The fields' types as they are: a required English text, the other languages empty unless given. */
type LocalizedShape<Base extends string, RequireEn extends boolean> = {
  [C in LocaleCode as `${Base}_${C}`]: C extends 'EN' ? (RequireEn extends true ? z.ZodString : z.ZodDefault<z.ZodString>) : z.ZodDefault<z.ZodString>;
};

/** `{base}_DE` ... `{base}_PT`; EN required unless told otherwise (it is the fallback every visitor may see). */
export function localized<Base extends string, RequireEn extends boolean = true>(
  base: Base,
  { max = 255, requireEn = true as RequireEn }: { max?: number; requireEn?: RequireEn } = {},
): LocalizedShape<Base, RequireEn> {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [
      `${base}_${code}`,
      code === 'EN' && requireEn ? z.string().trim().min(1).max(max) : z.string().trim().max(max).default(''),
    ]),
  ) as unknown as LocalizedShape<Base, RequireEn>;
}

export const text = (max = 255) => z.string().trim().min(1).max(max);
export const optionalText = (max = 255) => z.string().trim().max(max).default('');
/** Empty, or an e-mail address (the custom message keeps the localized "must be a valid email address" wording). */
export const optionalEmail = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'msg:email' })
    .default('');
/** Lower-case letters, digits and dashes: the last segment of a public URL. */
export const slug = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
export const sortOrder = () => z.number().int().min(0).max(1_000_000).default(0);
export const flag = (fallback: boolean) => z.boolean().default(fallback);
/** A calendar date as 'YYYY-MM-DD'; null when empty. */
export const optionalDate = () => z.iso.date().nullable().default(null);
export const requiredDate = () => z.iso.date();
/** A URL of this site (an uploaded file: /media/...) or an absolute http(s) URL; empty when none. */
export const url = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || value.startsWith('/') || /^https?:\/\//i.test(value), { message: 'msg:invalid' })
    .refine((value) => !value.startsWith('//'), { message: 'msg:invalid' })
    .default('');
/** A required relation: a form with none chosen sends null, answered "required". */
export const relationId = () => z.number().nullable().pipe(z.number().int().positive());
export const optionalRelationId = () => z.number().int().positive().nullable().default(null);
