import { describe, expect, it } from 'vitest';
import { CountryInputSchema } from '../../src/shared/countries/country.schema';
import { fieldMessage, localizedFieldErrors } from '../../src/server/validation';

describe('validation messages', () => {
  it('word zod issues the way the original server did, per language', () => {
    const result = CountryInputSchema.safeParse({ is_eu: 'x' }, { reportInput: true });
    expect(result.success).toBe(false);
    const en = localizedFieldErrors(result.error!.issues, 'en');
    expect(en).toEqual({ name: ['The name field is required.'], is_eu: ['The EU member field must be true or false.'] });
    const fr = localizedFieldErrors(result.error!.issues, 'fr');
    expect(fr.name).toEqual(['Le champ nom est obligatoire.']);
  });

  it('accepts the boolean forms older clients send', () => {
    expect(CountryInputSchema.parse({ name: 'X', is_eu: 1 }).is_eu).toBe(true);
    expect(CountryInputSchema.parse({ name: 'X', is_eu: 'false' }).is_eu).toBe(false);
    expect(CountryInputSchema.parse({ name: ' X ' }).name).toBe('X');
  });

  it('fills in the limit', () => {
    expect(fieldMessage('max', 'name', 'en', { n: 255 })).toBe('The name field must not be greater than 255 characters.');
  });
});
