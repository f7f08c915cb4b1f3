import { describe, it, expect } from 'vitest';
import { LOCALES } from '../../src/shared/locales';
import { NewsletterSignupSchema } from '../../src/shared/content/newsletter.schema';
import { serverTexts } from '../../src/server/texts';
import { newsletterConfirmationMail } from '../../src/server/mail/newsletter-templates';
import { parseJson } from '../../src/server/validation';
import { DomainError } from '../../src/server/errors';

describe('NewsletterSignupSchema', () => {
  it('accepts a name, an e-mail address and the privacy agreement', () => {
    expect(NewsletterSignupSchema.parse({ name: ' Ann ', email: 'ann@example.test', privacy: true })).toEqual({
      name: 'Ann',
      email: 'ann@example.test',
      privacy: true,
    });
  });

  it('reports each field in the visitor language', () => {
    try {
      parseJson(NewsletterSignupSchema, { name: '', email: 'x', privacy: false }, 'fr');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).fieldErrors).toEqual({
        name: ['Le champ nom est obligatoire.'],
        email: ['Le champ e-mail doit être une adresse e-mail valide.'],
        privacy: ['Le champ politique de confidentialité doit être accepté.'],
      });
    }
  });
});

describe('newsletter texts', () => {
  it('has its own sign-up answer for every language', () => {
    const messages = LOCALES.map((locale) => serverTexts(locale).newsletter.signup);
    expect(new Set(messages).size).toBe(LOCALES.length);
    expect(serverTexts('en').newsletter.signup).toBe('Thank you! Please check your inbox to confirm your subscription.');
  });

  it('writes the confirmation e-mail in every language, link included, name escaped in HTML', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const mail = newsletterConfirmationMail('a@example.test', '<Ann>', 'https://example.test/api/newsletter/confirm?token=abc', locale);
      subjects.add(mail.subject);
      expect(mail.to).toBe('a@example.test');
      expect(mail.text).toContain('https://example.test/api/newsletter/confirm?token=abc');
      expect(mail.html).toContain('href="https://example.test/api/newsletter/confirm?token=abc"');
      expect(mail.html).not.toContain('<Ann>');
      expect(mail.subject).toContain('Voltara Test Equipment');
    }
    expect(subjects.size).toBe(LOCALES.length);
  });
});
