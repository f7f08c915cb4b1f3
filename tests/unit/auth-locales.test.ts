import { describe, expect, it } from 'vitest';
import { flatten, loadNamespace, placeholders } from './locale-files';
import { LOCALES } from '../../src/shared/locales';
import { emailConfirmationMail, registrationAttemptMail } from '../../src/server/mail/registration-templates';

/** The sign-in screens' texts and the two registration mails (docs/decisions/0033) in all six languages. */
describe('locales/*/auth.json', () => {
  const en = flatten(loadNamespace('auth', 'en'));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys and placeholders as en, all filled and translated', (lang) => {
    const other = flatten(loadNamespace('auth', lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key]!));
    }
    const copies = Object.entries(other).filter(([key, text]) => text === en[key] && /\s/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(copies).toEqual([]);
  });

  it('names the route of the confirmation link in every language', () => {
    for (const lang of LOCALES) expect(flatten(loadNamespace('routes', lang)).verifyEmail, lang).toBeTruthy();
  });
});

describe('the registration mails', () => {
  const person = { name: 'Nina <New>', email: 'nina@example.test' };

  it.each([...LOCALES])('%s: the confirmation mail carries the link and its lifetime, the name escaped in HTML', (lang) => {
    const mail = emailConfirmationMail(person, 'https://example.test/verify-email/abc', 24, lang);
    expect(mail.to).toBe('nina@example.test');
    expect(mail.text).toContain('https://example.test/verify-email/abc');
    expect(mail.text).toContain('24');
    expect(mail.html).toContain('Nina &#60;New&#62;');
    expect(mail.html).not.toContain('<New>');
    if (lang !== 'en') expect(mail.subject).not.toBe(emailConfirmationMail(person, 'x', 24, 'en').subject);
  });

  it.each([...LOCALES])('%s: the notice to an owner links to log in and to reset the password', (lang) => {
    const mail = registrationAttemptMail(person, { login: 'https://example.test/login', reset: 'https://example.test/forgot-password' }, lang);
    expect(mail.text).toContain('https://example.test/login');
    expect(mail.text).toContain('https://example.test/forgot-password');
    expect(mail.text).toContain('nina@example.test');
    if (lang !== 'en') expect(mail.subject).not.toBe(registrationAttemptMail(person, { login: '', reset: '' }, 'en').subject);
  });
});
