import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../../src/shared/locales';
import { RegisterSchema } from '../../src/shared/auth/auth.schema';
import { PortalInviteSchema } from '../../src/shared/team/team.schema';
import { CompanyCreateSchema } from '../../src/shared/companies/companies.schema';
import { ContactFormSchema } from '../../src/shared/enquiries/enquiry.schema';
import { isOneLine, oneLine } from '../../src/shared/validation';
import { fieldMessage, localizedFieldErrors } from '../../src/server/validation';

/** Issue 28 item 5: what a one-line text may not hold, each named. */
const FORBIDDEN: Array<[string, string]> = [
  ['TAB', '\t'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
  ['LEFT-TO-RIGHT EMBEDDING', '\u202A'],
  ['RIGHT-TO-LEFT EMBEDDING', '\u202B'],
  ['POP DIRECTIONAL FORMATTING', '\u202C'],
  ['LEFT-TO-RIGHT OVERRIDE', '\u202D'],
  ['RIGHT-TO-LEFT OVERRIDE', '\u202E'],
  ['LEFT-TO-RIGHT ISOLATE', '\u2066'],
  ['RIGHT-TO-LEFT ISOLATE', '\u2067'],
  ['FIRST STRONG ISOLATE', '\u2068'],
  ['POP DIRECTIONAL ISOLATE', '\u2069'],
  ['ZERO WIDTH SPACE', '\u200B'],
  ['ZERO WIDTH NON-JOINER', '\u200C'],
  ['ZERO WIDTH JOINER', '\u200D'],
  ['WORD JOINER', '\u2060'],
  ['ZERO WIDTH NO-BREAK SPACE', '\uFEFF'],
];

const field = z.object({ name: oneLine(120).min(1) });

describe('oneLine', () => {
  it.each(FORBIDDEN)('refuses %s inside a name, with the one-line message', (_label, character) => {
    const value = `Bad${character}Name`;
    expect(isOneLine(value)).toBe(false);
    const result = field.safeParse({ name: value }, { reportInput: true });
    expect(result.success).toBe(false);
    expect(localizedFieldErrors(result.error!.issues, 'en')).toEqual({
      name: ['The name field must be a single line without control or invisible characters.'],
    });
  });

  it('accepts the names people have: accents, apostrophes, hyphens, CJK, emoji, a plain space', () => {
    for (const name of ['José Álvarez-Núñez', "Siobhán O'Brien", 'Ærøskøbing ApS', 'Łukasz Żółć', '王小明', 'Zoë 🚀 Test', 'Anne-Marie & Co. (UK) Ltd']) {
      expect(field.parse({ name })).toEqual({ name });
    }
  });

  it('trims the edges and still counts the length and the required', () => {
    expect(field.parse({ name: '  Ada  ' })).toEqual({ name: 'Ada' });
    expect(field.safeParse({ name: '   ' }).success).toBe(false);
    expect(field.safeParse({ name: 'x'.repeat(121) }).success).toBe(false);
  });

  it('says so in all six languages, each its own wording', () => {
    const messages = LOCALES.map((locale) => fieldMessage('singleLine', 'name', locale));
    expect(new Set(messages).size).toBe(6);
    expect(messages.every((message) => !message.includes('{'))).toBe(true);
  });

  it('is what the registration, invitation, company and contact forms use; a message keeps its line breaks', () => {
    const register = RegisterSchema.safeParse({ name: 'Bad\tName', email: 'a@example.com', password: 'Long-Password-1', password_confirmation: 'Long-Password-1', terms: true });
    expect(register.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    const invite = PortalInviteSchema.safeParse({ name: 'Evil\nName', email: 'e@example.com', role: 'distributor-junior', locale: 'en' });
    expect(invite.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    expect(CompanyCreateSchema.safeParse({ name: 'Acme \u202Eevil', countryId: 1 }).success).toBe(false);
    const contact = {
      kind: 'contact', firstName: 'Ada', lastName: 'Inspector', email: 'ada@example.com', countryId: 1,
      message: 'Line one\nLine two\r\n\tindented', consents: { terms: true }, ticket: 'x',
    };
    expect(ContactFormSchema.parse(contact).message).toBe('Line one\nLine two\r\n\tindented');
    expect(ContactFormSchema.safeParse({ ...contact, companyName: 'Pipe\nCoatings' }).success).toBe(false);
  });
});
