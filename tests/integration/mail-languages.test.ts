import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnquirySchema, FormEnquirySchema, type EnquiryInput } from '../../src/shared/enquiries/enquiry.schema';
import { LOCALES, type Locale } from '../../src/shared/locales';
import { RETURN_STATUSES } from '../../src/shared/returns/enums';
import { categories, countries, industrySectors, products } from '../../src/server/db/schema';
import { agreementToAcceptMail } from '../../src/server/mail/agreement-templates';
import { claimMail } from '../../src/server/mail/claim-templates';
import { accountInvitationMail } from '../../src/server/mail/account-invitation-templates';
import { invitationMail } from '../../src/server/mail/invitation-templates';
import { leadDeskMail, type LeadDeskEvent } from '../../src/server/mail/lead-desk-templates';
import { leadDeadlineMail, newLeadMail } from '../../src/server/mail/lead-templates';
import type { MailMessage } from '../../src/server/mail/mailer';
import { announcementMail, voltaraMessageMail } from '../../src/server/mail/news-templates';
import { newsletterConfirmationMail } from '../../src/server/mail/newsletter-templates';
import { emailChangedNoticeMail, emailChangeLinkMail } from '../../src/server/mail/email-change-templates';
import { emailConfirmationMail, registrationAttemptMail } from '../../src/server/mail/registration-templates';
import { calibrationReminderMail } from '../../src/server/mail/reminder-templates';
import { returnBookedMail, returnStatusMail } from '../../src/server/mail/return-templates';
import { returnCancelledDeskMail } from '../../src/server/mail/return-desk-templates';
import { passwordResetMail } from '../../src/server/mail/templates';
import { trainingExpiryMail } from '../../src/server/mail/training-templates';
import { prepareFormEnquiry } from '../../src/server/features/enquiries/forms';
import { enquiryReplyMail } from '../../src/server/features/enquiries/inbox-reply-mail';
import { prepareProductEnquiry } from '../../src/server/features/enquiries/product';
import { frenchSpacingFaults } from '../setup/french-spacing';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 30 item 2: every e-mail a visitor, customer or partner gets reads wholly in their language. Each template is
 * rendered with the same sample data in English and in each other language; a fixed piece of text (a label, a
 * sentence, a value the template words itself, like "Morning") that comes out exactly as in English fails, unless it
 * is a proper name or a word the language writes the same way.
 */

/** Proper names, marks and abbreviations every language writes as English does ("Dr" before a name). */
const PROPER_NAMES = ['Voltara', 'Voltara Test Equipment', 'RMA', 'Re', 'UTC', 'Dr'];
/** Words that are the same in the language and in English (checked by a native reading, not a loophole for labels). */
const SAME_WORD: Partial<Record<Locale, string[]>> = { de: ['Name'], es: ['No'], nl: ['Product', 'Coatings'] };

/** The sample values the mails repeat: data, not the template's words. */
const SAMPLES = {
  name: 'Ada Sample',
  email: 'ada.sample@example.test',
  company: 'Sample Coatings Ltd',
  message: 'Sample message text',
  url: 'https://voltara.test/sample-link',
  serial: 'SN-424242',
  prospect: 'Sample Prospect GmbH',
  other: 'Sample other answer',
  product: 'Sample Instrument',
  title: 'Sample announcement title',
};

/** The text of a mail as lines: the subject, the text part, and the HTML part with its tags taken out. */
function mailLines(mail: MailMessage): string[] {
  const htmlText = mail.html
    .replace(/<(br|\/p|\/tr|\/h1|\/blockquote)>/g, '\n')
    .replace(/<\/t[hd]>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return [mail.subject, ...mail.text.split('\n'), ...htmlText.split('\n')];
}

/** A line's fixed pieces: the sample values and links cut out, split at punctuation, pieces with a figure dropped. */
function fixedPieces(line: string, samples: readonly string[]): string[] {
  let rest = line.replace(/https?:\/\/\S+/g, '\u0000');
  for (const value of [...samples].sort((a, b) => b.length - a.length)) if (value) rest = rest.split(value).join('\u0000');
  return rest
    .split(/[\u0000:;|,()«»"“”„‘’'·>.!?]/)
    .map((piece) => piece.replace(/[\s\u202f\u00a0]+/g, ' ').trim())
    .filter((piece) => /\p{L}/u.test(piece) && !/\d/.test(piece));
}

/** The pieces of `mail` (in `locale`) that read exactly as the English mail's. */
function englishIn(english: MailMessage, mail: MailMessage, locale: Locale, samples: readonly string[]): string[] {
  const englishPieces = new Set(mailLines(english).flatMap((line) => fixedPieces(line, samples)));
  const allowed = new Set([...PROPER_NAMES, ...(SAME_WORD[locale] ?? [])]);
  const found = mailLines(mail)
    .flatMap((line) => fixedPieces(line, samples))
    .filter((piece) => englishPieces.has(piece) && !allowed.has(piece));
  return [...new Set(found)];
}

interface MailCase {
  name: string;
  render(locale: Locale): MailMessage | Promise<MailMessage>;
  /** Values from the data that are the same in every language (names of records the sample data points at). */
  samples?: string[];
}

let test: TestApp;
let ids: { product: number; country: number; category: number; sector: number };
let productNames: string[] = [];
beforeAll(async () => {
  test = await createTestApp();
  const [product] = await test.deps.db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector'));
  const [country] = await test.deps.db.select().from(countries).where(eq(countries.name, 'Denmark'));
  const [category] = await test.deps.db.select().from(categories).where(eq(categories.published, true)).orderBy(asc(categories.id)).limit(1);
  const [sector] = await test.deps.db.select().from(industrySectors).orderBy(asc(industrySectors.id)).limit(1);
  ids = { product: product!.id, country: country!.id, category: category!.id, sector: sector!.id };
  // Record names are data: a product may keep its English name in a language (it is a trade name).
  productNames = [product!.name_EN, product!.name_DE, product!.name_ES, product!.name_FR, product!.name_NL, product!.name_PT, product!.modelCode ?? ''];
});
afterAll(() => test.close());

const productForm = (extra: Partial<EnquiryInput> & { kind: EnquiryInput['kind'] }) =>
  EnquirySchema.parse({
    name: SAMPLES.name,
    email: SAMPLES.email,
    company: SAMPLES.company,
    telephone: '+44 20 7946 0000',
    country: 'Denmark',
    productId: ids.product,
    message: SAMPLES.message,
    consents: { terms: true, dealer: true, marketing: false },
    ...extra,
  });

const contactForm = (kind: 'contact' | 'quote') =>
  FormEnquirySchema.parse({
    kind,
    title: 'dr',
    firstName: 'Ada',
    lastName: 'Sample',
    email: SAMPLES.email,
    telephone: '+44 20 7946 0000',
    companyName: SAMPLES.company,
    address: '1 Sample Street',
    town: 'Sampleton',
    postcode: 'S1 1AA',
    countryId: ids.country,
    pleaseCall: true,
    message: SAMPLES.message,
    industries: ['coatings', 'other'],
    industryOther: SAMPLES.other,
    hearAbout: ['exhibition'],
    consents: { terms: true, dealer: true, marketing: false },
  });

const leadFacts = { prospect: SAMPLES.prospect, country: 'Denmark', deadlineAt: new Date('2027-04-12T10:00:00Z'), leadUrl: SAMPLES.url };

const CASES: MailCase[] = [
  ...(['product-question', 'product-enquiry'] as const).map((kind) => ({
    name: `receipt of a ${kind}`,
    render: async (locale: Locale) => (await prepareProductEnquiry(test.deps, productForm({ kind, quantity: 3 }), 'en')).receipt(12, locale),
  })),
  {
    name: 'receipt of a training booking',
    render: async (locale) =>
      (
        await prepareProductEnquiry(
          test.deps,
          productForm({ kind: 'training', attendees: [{ name: 'Ada Sample' }], preferredDate: '2027-04-12', preferredTime: 'morning', sector: 'coatings' }),
          'en',
        )
      ).receipt(12, locale),
  },
  ...(['contact', 'quote'] as const).map((kind) => ({
    name: `receipt of a ${kind} form`,
    render: async (locale: Locale) => (await prepareFormEnquiry(test.deps, contactForm(kind), 'en', null)).receipt(12, locale),
    samples: ['Ada', '1 Sample Street', 'Sampleton', 'Denmark'],
  })),
  {
    name: 'receipt of a dealer application',
    render: async (locale) =>
      (
        await prepareFormEnquiry(
          test.deps,
          FormEnquirySchema.parse({
            kind: 'dealer-application',
            applicationType: 'both',
            dealershipType: 'stockist',
            productRange: [ids.category],
            companyName: SAMPLES.company,
            companyEmail: SAMPLES.email,
            companyTelephone: '+45 12 34 56 78',
            companyAddress: '1 Sample Street',
            countryId: ids.country,
            contactName: SAMPLES.name,
            industrySectorId: ids.sector,
            message: SAMPLES.message,
            consents: { terms: true, dealer: false, marketing: false },
          }),
          'en',
          null,
        )
      ).receipt(12, locale),
    samples: ['1 Sample Street', 'Denmark'],
  },
  {
    name: 'receipt of a calibration booking',
    render: async (locale) =>
      (
        await prepareFormEnquiry(
          test.deps,
          FormEnquirySchema.parse({
            kind: 'calibration',
            name: SAMPLES.name,
            email: SAMPLES.email,
            companyName: SAMPLES.company,
            productId: ids.product,
            serial: SAMPLES.serial,
            preferredDate: '2027-04-12',
            delivery: 'collection',
            returnAddress: '1 Sample Street',
            countryId: ids.country,
            message: SAMPLES.message,
            consents: { terms: true, dealer: false, marketing: false },
          }),
          'en',
          null,
        )
      ).receipt(12, locale),
    samples: ['1 Sample Street', 'Denmark'],
  },
  { name: 'password reset', render: (locale) => passwordResetMail(SAMPLES.email, SAMPLES.name, SAMPLES.url, locale) },
  {
    name: 'agreement to accept',
    render: (locale) => agreementToAcceptMail(SAMPLES.email, { name: SAMPLES.name, agreement: 'Sample Agreement', version: 2, company: SAMPLES.company, url: SAMPLES.url }, locale),
    samples: ['Sample Agreement'],
  },
  ...(['waiting', 'toConfirm', 'confirmed', 'refused'] as const).map((kind) => ({
    name: `product claim (${kind})`,
    render: (locale: Locale) =>
      claimMail(
        kind,
        SAMPLES.email,
        { name: SAMPLES.name, serial: SAMPLES.serial, product: SAMPLES.product, url: SAMPLES.url, claimant: 'Bo Claimant', email: SAMPLES.email, company: SAMPLES.company, address: '1 Sample Street', endCustomer: SAMPLES.prospect, reason: 'Sample reason' },
        locale,
      ),
    samples: ['Bo Claimant', '1 Sample Street', 'Sample reason'],
  })),
  {
    name: 'partner invitation',
    render: (locale) => invitationMail({ name: SAMPLES.name, email: SAMPLES.email, company: SAMPLES.company, inviter: 'Bo Inviter', url: SAMPLES.url, days: 7 }, locale),
    samples: ['Bo Inviter'],
  },
  ...[SAMPLES.company, null].map((company) => ({
    name: `account invitation by an admin${company ? ' (partner company)' : ''}`,
    render: (locale: Locale) => accountInvitationMail({ name: SAMPLES.name, email: SAMPLES.email, company, inviter: 'Bo Inviter', url: SAMPLES.url, days: 7 }, locale),
    samples: ['Bo Inviter'],
  })),
  ...(['rejected', 'expired', 'registered', 'conflict'] as LeadDeskEvent[]).map((event) => ({
    name: `leads desk (${event})`,
    render: (locale: Locale) => leadDeskMail(SAMPLES.email, { event, prospect: SAMPLES.prospect, country: 'Denmark', company: SAMPLES.company, reason: 'Sample reason', adminUrl: SAMPLES.url }, locale),
    samples: ['Denmark', 'Sample reason'],
  })),
  { name: 'lead offered', render: (locale) => newLeadMail(SAMPLES.email, leadFacts, locale), samples: ['Denmark'] },
  { name: 'lead deadline near', render: (locale) => leadDeadlineMail(SAMPLES.email, leadFacts, locale), samples: ['Denmark'] },
  {
    name: 'announcement',
    render: (locale) => announcementMail(SAMPLES.email, { title: SAMPLES.title, bodyHtml: `<p>${SAMPLES.message}</p>`, bodyText: SAMPLES.message, url: SAMPLES.url }, locale),
  },
  {
    name: 'message from Voltara',
    render: (locale) => voltaraMessageMail(SAMPLES.email, { subject: SAMPLES.title, body: SAMPLES.message, author: 'Bo Author', company: SAMPLES.company, url: SAMPLES.url }, locale),
    samples: ['Bo Author'],
  },
  { name: 'newsletter confirmation', render: (locale) => newsletterConfirmationMail(SAMPLES.email, SAMPLES.name, SAMPLES.url, locale) },
  { name: 'address confirmation', render: (locale) => emailConfirmationMail({ name: SAMPLES.name, email: SAMPLES.email }, SAMPLES.url, 24, locale) },
  { name: 'registration attempt', render: (locale) => registrationAttemptMail({ name: SAMPLES.name, email: SAMPLES.email }, { login: SAMPLES.url, reset: SAMPLES.url }, locale) },
  { name: 'e-mail change link', render: (locale) => emailChangeLinkMail({ name: SAMPLES.name, newEmail: SAMPLES.email }, SAMPLES.url, 24, locale) },
  {
    name: 'e-mail changed notice',
    render: (locale) => emailChangedNoticeMail({ name: SAMPLES.name, oldEmail: 'old.sample@example.test', newEmail: SAMPLES.email }, SAMPLES.url, locale),
    samples: ['old.sample@example.test'],
  },
  ...(['30-days', 'due'] as const).map((kind) => ({
    name: `calibration reminder (${kind})`,
    render: (locale: Locale) => calibrationReminderMail(SAMPLES.email, { kind, instrument: SAMPLES.product, serial: SAMPLES.serial, date: '12/04/2027', bookUrl: SAMPLES.url }, locale),
  })),
  { name: 'return booked', render: (locale) => returnBookedMail(SAMPLES.email, 'RMA-424242', SAMPLES.url, locale) },
  ...RETURN_STATUSES.map((status) => ({
    name: `return status (${status})`,
    render: (locale: Locale) => returnStatusMail(SAMPLES.email, 'RMA-424242', status, SAMPLES.message, SAMPLES.url, locale),
  })),
  {
    name: 'return cancelled (service desk)',
    render: (locale) =>
      returnCancelledDeskMail(SAMPLES.email, { rma: 'RMA-424242', by: `${SAMPLES.name} (${SAMPLES.email})`, company: SAMPLES.company, items: [SAMPLES.product], adminUrl: SAMPLES.url }, locale),
  },
  {
    name: 'training certificate expiry',
    render: (locale) => trainingExpiryMail(SAMPLES.email, { course: 'Sample Course', number: 'TC-424242', date: '12/04/2027', courseUrl: SAMPLES.url }, locale),
    samples: ['Sample Course'],
  },
  {
    name: 'answer to an enquiry',
    render: (locale) =>
      enquiryReplyMail({ to: SAMPLES.email, name: SAMPLES.name, locale, id: 12, productName: SAMPLES.product, original: SAMPLES.message, text: 'Sample answer', signedBy: 'Bo Staff' }),
    samples: ['Sample answer', 'Bo Staff'],
  },
];

/**
 * Mails written on purpose in English, the staff's language (they go to Voltara's own addresses). Each other
 * template must have a case above.
 */
const STAFF_MAILS = ['formNoticeMail', 'partnerMessageMail'];
/**
 * Template functions that take their language from a caller, whose cases above cover them through a service or
 * through the mails built with them (linkMail).
 */
const COVERED_THROUGH = ['formReceiptMail', 'linkMail'];

describe('every e-mail reads wholly in the recipient language', () => {
  for (const mailCase of CASES) {
    it(`${mailCase.name}: nothing English in de, es, fr, nl or pt`, async () => {
      const samples = [...Object.values(SAMPLES), ...productNames, ...(mailCase.samples ?? [])].filter(Boolean);
      const english = await mailCase.render('en');
      const leaks: Record<string, string[]> = {};
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const found = englishIn(english, await mailCase.render(locale), locale, samples);
        if (found.length > 0) leaks[locale] = found;
      }
      expect(leaks).toEqual({});
    });
  }

  it('the receipt of a training booking names the time, the date and the course in German', async () => {
    const booking = productForm({ kind: 'training', attendees: [{ name: 'Ada Sample' }], preferredDate: '2027-04-12', preferredTime: 'morning', sector: 'coatings' });
    const mail = (await prepareProductEnquiry(test.deps, booking, 'de')).receipt(12, 'de');
    expect(mail.text).toContain('Bevorzugte Tageszeit: Vormittag');
    expect(mail.text).toContain('Wunschtermin: 12. April 2027');
    expect(mail.text).toContain('E-Mail: ada.sample@example.test');
    expect(mail.text).not.toMatch(/^(Email|Preferred time|Attendees|Quantity):/m);
  });

  it('French writes a no-break space before the colon', async () => {
    const mail = (await prepareProductEnquiry(test.deps, productForm({ kind: 'product-question' }), 'fr')).receipt(12, 'fr');
    expect(mail.text).toContain('Référence\u00a0: E-12');
    expect(mail.text).toContain('E-mail\u00a0: ada.sample@example.test');
  });

  for (const mailCase of CASES) {
    it(`${mailCase.name}: French spaces its marks the French way`, async () => {
      const mail = await mailCase.render('fr');
      // Sample values and addresses are data, not the template's words.
      const lines = mailLines(mail).map((line) => line.replace(/https?:\/\/\S+/g, '').replace(/\S+@\S+/g, ''));
      const faults = lines.flatMap((line) => frenchSpacingFaults(line).map((fault) => `${fault} in "${line.trim()}"`));
      expect([...new Set(faults)]).toEqual([]);
    });
  }

  it('every template of the mail folder and the services has a case (or is a staff mail in English)', () => {
    const root = join(__dirname, '../../src/server');
    const files = [
      ...readdirSync(join(root, 'mail')).map((file) => join(root, 'mail', file)),
      join(root, 'features/enquiries/form-mail.ts'),
      join(root, 'features/enquiries/inbox-reply-mail.ts'),
    ];
    const templates = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export function (\w+Mail)\(/g)].map((match) => match[1]!));
    const cased = CASES.map((mailCase) => mailCase.render.toString()).join('\n');
    const missing = templates.filter((name) => !STAFF_MAILS.includes(name) && !COVERED_THROUGH.includes(name) && !new RegExp(`\\b${name}\\b`).test(cased));
    expect(missing).toEqual([]);
  });
});
