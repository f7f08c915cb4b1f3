import { z } from 'zod';
import { oneLine } from '../validation';

/** Accepts JSON booleans and the 0/1 and "true"/"false" forms older clients send. */
const booleanish = z.preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean());

export const CountryInputSchema = z.object({
  name: oneLine(255).min(1),
  is_eu: booleanish.default(false),
});
export type CountryInput = z.infer<typeof CountryInputSchema>;

export const CountryUpdateSchema = CountryInputSchema.extend({ id: z.number().int().positive() });
export type CountryUpdate = z.infer<typeof CountryUpdateSchema>;

export interface Country {
  id: number;
  name: string;
  is_eu: boolean;
}

/** A country as forms and selects offer it: `label` is its name in the reader's language (country-names.ts). */
export interface CountryOption extends Country {
  label: string;
}
