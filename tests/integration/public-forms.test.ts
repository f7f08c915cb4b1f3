import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, consents, countries, enquiries, industrySectors, leads, outbox, products, rateLimits, siteSettings, websiteLog, widgetLanguages, widgets } from '../../src/server/db/schema';
import { flushWebsiteLog } from '../../src/server/features/logs/website-log';
import { CONTENT_AREAS } from '../../src/server/features/content/areas';
import { createMailer, type MailMessage } from '../../src/server/mail/mailer';
import { ENQUIRY_RECIPIENTS_KEY } from '../../src/server/features/enquiries/recipients';
import type { FormExpert, FormIndustrySector, FormProduct } from '../../src/shared/enquiries/form-data.types';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';
import { formTicket } from '../setup/form-ticket';

/**
 * Issue 9, the public forms: contact (and quotation), become a dealer, training (and its sector pages), calibration
 * booking. Each through public.enquiries.send as a browser sends it: stored with its consents before any e-mail, the
 * recipient of its kind notified and the visitor's receipt in their language, each invalid field answered with its
 * field error, the spec's consent messages, a 7th attendee refused, robots kept out, the mail server down, bodies
 * over the limit, rate limits; and the pages rendered on the server with their headings and labels.
 */
let test: TestApp;
const ids = { uk: 0, spain: 0, product: 0, categoryA: 0, categoryB: 0, sector: 0 };

beforeAll(async () => {
  test = await createTestApp();
  const { db } = test.deps;
  const countryRows = await db.select().from(countries).where(inArray(countries.name, ['United Kingdom', 'Spain']));
  ids.uk = countryRows.find((row) => row.name === 'United Kingdom')!.id;
  ids.spain = countryRows.find((row) => row.name === 'Spain')!.id;
  ids.product = (await db.select().from(products).where(eq(products.slug, 'vh-15-portable-dc-holiday-detector')))[0]!.id;
  const categoryRows = await db.select().from(categories).where(inArray(categories.slug, ['dc-holiday-detectors', 'cable-wire-spark-testers']));
  ids.categoryA = categoryRows.find((row) => row.slug === 'dc-holiday-detectors')!.id;
  ids.categoryB = categoryRows.find((row) => row.slug === 'cable-wire-spark-testers')!.id;
  ids.sector = (await db.select().from(industrySectors).limit(1))[0]!.id;
});
afterAll(() => test?.close());
beforeEach(async () => {
  await test.deps.db.delete(rateLimits);
});

type Answer = { result?: { data: { id: number; message: string } }; error?: { message: string; data: { fieldErrors?: Record<string, string[]> } } };

let nextIp = 10;
/** Each send from its own address unless told (the rate limit has its own test). */
async function send(input: unknown, options: { lang?: string; ip?: string } = {}) {
  const client = new HttpClient(test, options.ip ?? `198.51.100.${nextIp++ % 250}`);
  const response = await client.request('POST', `/trpc/public.enquiries.send${options.lang ? `?lang=${options.lang}` : ''}`, { body: input });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}
const fieldErrors = (answer: { body: Answer }) => answer.body.error?.data.fieldErrors ?? {};

const spam = () => ({ website: '', ticket: formTicket(test) });
const contact = (extra: Record<string, unknown> = {}) => ({
  kind: 'contact',
  title: 'ms',
  firstName: 'Ada',
  lastName: 'Inspector',
  email: 'ada.contact@example.com',
  telephone: '+44 20 7946 0000',
  companyName: 'Pipe Coatings Ltd',
  address: '1 Works Road',
  postcode: 'S1 2AB',
  town: 'Sheffield',
  county: 'South Yorkshire',
  countryId: ids.uk,
  pleaseCall: true,
  message: 'Which detector suits 3 mm epoxy on field joints?',
  industries: ['coatings', 'pipeline', 'other'],
  industryOther: 'Tank linings',
  hearAbout: ['exhibition'],
  hearAboutOther: '',
  consents: { terms: true, dealer: false, marketing: true },
  ...spam(),
  ...extra,
});
const application = (extra: Record<string, unknown> = {}) => ({
  kind: 'dealer-application',
  applicationType: 'distributor',
  dealershipType: 'stockist',
  productRange: [ids.categoryA, ids.categoryB],
  companyName: 'Ensayos del Sur SL',
  companyEmail: 'ventas@ensayos.example',
  companyTelephone: '+34 954 000 000',
  companyAddress: 'Calle Mayor 1\n41001 Sevilla',
  countryId: ids.spain,
  companyVATNumber: 'ESB12345678',
  contactName: 'Lucía García',
  industrySectorId: ids.sector,
  message: '',
  consents: { terms: true, marketing: false },
  ...spam(),
  ...extra,
});
const training = (extra: Record<string, unknown> = {}) => ({
  kind: 'training',
  productId: ids.product,
  attendees: [{ name: 'Ann Lee' }, { name: 'Bo Berg' }],
  preferredDate: '2027-03-01',
  preferredTime: 'afternoon',
  name: 'Tom Trainer',
  email: 'tom.training@example.com',
  company: 'Coat Co',
  telephone: '',
  country: 'United Kingdom',
  message: '',
  sector: 'coatings',
  consents: { terms: true, dealer: true, marketing: false },
  ...spam(),
  ...extra,
});
const calibration = (extra: Record<string, unknown> = {}) => ({
  kind: 'calibration',
  productId: ids.product,
  serial: 'VT-2041-0815',
  preferredDate: '2027-02-15',
  delivery: 'collection',
  returnAddress: 'Goods In, 1 Works Road\nSheffield S1 2AB',
  countryId: ids.uk,
  name: 'Cal Customer',
  email: 'cal.customer@example.com',
  telephone: '',
  companyName: '',
  message: '',
  consents: { terms: true, dealer: false, marketing: false },
  ...spam(),
  ...extra,
});

const lastEnquiry = async () => (await test.deps.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(1))[0];
const mailsTo = (to: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
const consentsOf = async (email: string) =>
  (await test.deps.db.select().from(consents).where(eq(consents.email, email))).map((row) => ({ kind: row.kind, given: row.given, at: row.createdAt }));

/** The enquiry is stored with its three consents, timestamped, before the two e-mails; returns the stored row. */
async function expectStored(answer: Awaited<ReturnType<typeof send>>, email: string, given: { dealer: boolean; marketing: boolean }) {
  expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
  const stored = await lastEnquiry();
  expect(stored?.id).toBe(answer.body.result!.data.id);
  const rows = await consentsOf(email);
  expect(rows.map((row) => [row.kind, row.given]).sort()).toEqual([['dealer-sharing', given.dealer], ['marketing', given.marketing], ['terms-privacy', true]]);
  for (const row of rows) {
    expect(row.at).toBeInstanceOf(Date);
    expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(60_000);
  }
  return stored!;
}

describe('contact (/contact)', () => {
  it('stores a message with its consents and details, e-mails info@ and the visitor', async () => {
    const answer = await send(contact());
    const stored = await expectStored(answer, 'ada.contact@example.com', { dealer: false, marketing: true });
    expect(answer.body.result!.data.message).toBe('Message sent. Thank you, we will get back to you within one working day.');
    expect(stored).toMatchObject({ kind: 'contact', status: 'new', locale: 'en', name: 'Ada Inspector', company: 'Pipe Coatings Ltd', country: 'United Kingdom' });
    expect(JSON.parse(stored.details)).toMatchObject({ title: 'ms', pleaseCall: true, industries: ['coatings', 'pipeline', 'other'], industryOther: 'Tank linings', hearAbout: ['exhibition'], countryId: ids.uk });
    const notice = (await mailsTo('info@voltara.test')).at(-1)!;
    expect(notice.subject).toBe(`[E-${stored.id}] contact: Ada Inspector, Pipe Coatings Ltd (United Kingdom)`);
    expect(notice.text).toContain('Which detector suits 3 mm epoxy on field joints?');
    expect(notice.text).toContain('Industries: Coatings, Pipeline, Other: Tank linings');
    const receipt = (await mailsTo('ada.contact@example.com')).at(-1)!;
    expect(receipt.subject).toBe('We received your message | Voltara Test Equipment');
    expect(receipt.text).toContain(`Reference: E-${stored.id}`);
  });

  it('confirms in the visitor\'s language (German), labels included', async () => {
    const answer = await send(contact({ email: 'jana@example.de' }), { lang: 'de' });
    expect(answer.body.result?.data.message).toBe('Nachricht gesendet. Vielen Dank, wir melden uns innerhalb eines Arbeitstages bei Ihnen.');
    const receipt = (await mailsTo('jana@example.de')).at(-1)!;
    expect(receipt.subject).toBe('Wir haben Ihre Nachricht erhalten | Voltara Test Equipment');
    expect(receipt.text).toContain('Ihre Nachricht: Which detector');
    expect(receipt.text).toContain('Branchen: Beschichtungen, Pipelines, Sonstige: Tank linings');
    expect((await lastEnquiry())?.locale).toBe('de');
    // The staff's copy stays in English.
    expect((await mailsTo('info@voltara.test')).at(-1)!.text).toContain("visitor's language: de");
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: '  ' }],
    ['email', { email: 'not-an-email' }],
    ['countryId', { countryId: 999_999 }],
    ['countryId', { countryId: null }],
    ['message', { message: '' }],
    ['title', { title: 'king' }],
    ['telephone', { pleaseCall: true, telephone: '' }],
    ['industryOther', { industries: ['other'], industryOther: '' }],
    ['industries.0', { industries: ['astrology'] }],
    ['hearAboutOther', { hearAbout: ['other'], hearAboutOther: ' ' }],
    ['hearAbout.1', { hearAbout: ['exhibition', 'radio'] }],
    ['postcode', { postcode: 'x'.repeat(21) }],
    ['town', { town: 'Line\nbreak' }],
  ])('refuses an invalid %s with its field error and stores nothing', async (field, extra) => {
    const before = (await lastEnquiry())?.id;
    const answer = await send(contact(extra));
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldErrors(answer))).toContain(field);
    expect((await lastEnquiry())?.id).toBe(before);
  });

  it('a missing consent answers SPEC.md\'s message, in the visitor\'s language', async () => {
    const english = await send(contact({ consents: { terms: false } }));
    expect(fieldErrors(english)['consents.terms']).toEqual(['You must agree to our privacy policy']);
    const spanish = await send(contact({ consents: undefined }), { lang: 'es' });
    expect(fieldErrors(spanish)['consents.terms']).toEqual(['Debe aceptar nuestra política de privacidad']);
  });
});

describe('quotation (/contact, "a quotation")', () => {
  it('needs the agreement to pass the details to the local dealer', async () => {
    const refused = await send(contact({ kind: 'quote', consents: { terms: true, dealer: false } }));
    expect(refused.status).toBe(422);
    expect(fieldErrors(refused)).toEqual({ 'consents.dealer': ['You must agree for your information to be passed to your local dealer'] });
  });

  it('is stored as a quote and goes to sales@', async () => {
    const answer = await send(contact({ kind: 'quote', email: 'buyer.quote@example.com', consents: { terms: true, dealer: true } }));
    const stored = await expectStored(answer, 'buyer.quote@example.com', { dealer: true, marketing: false });
    expect(stored.kind).toBe('quote');
    expect(answer.body.result!.data.message).toBe('Enquiry sent. We will get back to you shortly.');
    expect((await mailsTo('sales@voltara.test')).at(-1)!.subject).toContain(`[E-${stored.id}] quote:`);
    expect((await mailsTo('buyer.quote@example.com')).at(-1)!.subject).toBe('We received your request for a quotation | Voltara Test Equipment');
  });
});

describe('become a dealer (/distributors/apply)', () => {
  it('stores the application with its product range and company details, e-mails partners@ and the applicant', async () => {
    const answer = await send(application());
    const stored = await expectStored(answer, 'ventas@ensayos.example', { dealer: false, marketing: false });
    expect(answer.body.result!.data.message).toBe('Thank you for your application. We will get back to you shortly.');
    expect(stored).toMatchObject({ kind: 'dealer-application', name: 'Lucía García', company: 'Ensayos del Sur SL', telephone: '+34 954 000 000', country: 'Spain' });
    const details = JSON.parse(stored.details) as Record<string, unknown>;
    expect(details).toMatchObject({ applicationType: 'distributor', dealershipType: 'stockist', companyVATNumber: 'ESB12345678', companyAddress: 'Calle Mayor 1\n41001 Sevilla' });
    expect(details.productRange).toEqual([
      { id: ids.categoryA, name: 'DC Holiday Detectors' },
      { id: ids.categoryB, name: expect.any(String) },
    ]);
    const notice = (await mailsTo('partners@voltara.test')).at(-1)!;
    expect(notice.subject).toBe(`[E-${stored.id}] dealer-application: Ensayos del Sur SL (Spain)`);
    expect(notice.text).toContain('Product range: DC Holiday Detectors');
  });

  it('thanks the applicant in Spanish', async () => {
    const answer = await send(application({ companyEmail: 'info@ensayos.example' }), { lang: 'es' });
    expect(answer.body.result?.data.message).toBe('Gracias por su solicitud. Le responderemos en breve.');
    const receipt = (await mailsTo('info@ensayos.example')).at(-1)!;
    expect(receipt.subject).toBe('Hemos recibido su solicitud de distribuidor | Voltara Test Equipment');
    expect(receipt.text).toContain('Tipo de solicitud: Distribuidor (ventas)');
  });

  it.each([
    ['applicationType', { applicationType: 'franchise' }],
    ['dealershipType', { dealershipType: undefined }],
    ['productRange', { productRange: [] }],
    ['productRange', { productRange: [999_999] }],
    ['companyName', { companyName: '' }],
    ['companyEmail', { companyEmail: 'ventas@' }],
    ['companyTelephone', { companyTelephone: '' }],
    ['companyAddress', { companyAddress: '' }],
    ['countryId', { countryId: 'Spain' }],
    ['companyVATNumber', { companyVATNumber: 'x'.repeat(31) }],
    ['contactName', { contactName: '' }],
    ['industrySectorId', { industrySectorId: 999_999 }],
  ])('refuses an invalid %s with its field error', async (field, extra) => {
    const answer = await send(application(extra));
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldErrors(answer))).toContain(field);
  });

  it('a missing consent answers SPEC.md\'s message', async () => {
    const answer = await send(application({ consents: { terms: false } }));
    expect(fieldErrors(answer)['consents.terms']).toEqual(['You must agree to our privacy policy']);
  });
});

describe('training (/services/training and the sector pages)', () => {
  it('stores the booking with its sector and attendees, e-mails training@ and the visitor', async () => {
    const answer = await send(training());
    const stored = await expectStored(answer, 'tom.training@example.com', { dealer: true, marketing: false });
    expect(answer.body.result!.data.message).toBe('Enquiry received. We will confirm the date with you shortly.');
    expect(stored).toMatchObject({ kind: 'training', productId: ids.product });
    expect(JSON.parse(stored.details)).toEqual({ attendees: [{ name: 'Ann Lee' }, { name: 'Bo Berg' }], preferredDate: '2027-03-01', preferredTime: 'afternoon', sector: 'coatings' });
    expect((await mailsTo('training@voltara.test')).at(-1)!.text).toContain('Attendees: Ann Lee, Bo Berg');
    expect((await mailsTo('tom.training@example.com')).at(-1)!.subject).toBe('We received your training booking | Voltara Test Equipment');
  });

  it('refuses a 7th attendee with a message, in the visitor\'s language', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Person ${i + 1}` }));
    const english = await send(training({ attendees: seven }));
    expect(english.status).toBe(422);
    expect(fieldErrors(english).attendees).toEqual(['No more than 6 people can be booked at once.']);
    const french = await send(training({ attendees: seven }), { lang: 'fr' });
    expect(fieldErrors(french).attendees).toEqual(['Pas plus de 6 personnes par réservation.']);
    expect((await send(training({ attendees: seven.slice(0, 6), email: 'six@example.com' }))).status).toBe(200);
  });

  it.each([
    ['productId', { productId: 999_999 }],
    ['attendees', { attendees: [] }],
    ['attendees.1.name', { attendees: [{ name: 'Ann' }, { name: '' }] }],
    ['preferredDate', { preferredDate: '2020-01-01' }],
    ['preferredDate', { preferredDate: '2027-02-30' }],
    ['preferredTime', { preferredTime: 'evening' }],
    ['name', { name: '' }],
    ['email', { email: 'tom@' }],
    ['sector', { sector: 'astrology' }],
  ])('refuses an invalid %s with its field error', async (field, extra) => {
    const answer = await send(training(extra));
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldErrors(answer))).toContain(field);
  });

  it('does not need the agreement to pass the details to the local dealer: Voltara answers it (issue 30 item 8)', async () => {
    const answer = await send(training({ email: 'no.dealer.training@example.com', consents: { terms: true, dealer: false } }));
    await expectStored(answer, 'no.dealer.training@example.com', { dealer: false, marketing: false });
  });
});

describe('calibration (/services/calibration/book)', () => {
  it('stores the booking with the instrument, date and delivery, e-mails service@ and the visitor in French', async () => {
    const answer = await send(calibration(), { lang: 'fr' });
    const stored = await expectStored(answer, 'cal.customer@example.com', { dealer: false, marketing: false });
    expect(answer.body.result!.data.message).toBe('Demande reçue. Nous vous confirmerons la date rapidement.');
    expect(stored).toMatchObject({ kind: 'calibration', productId: ids.product, name: 'Cal Customer', country: 'United Kingdom', locale: 'fr' });
    expect(JSON.parse(stored.details)).toEqual({ serial: 'VT-2041-0815', preferredDate: '2027-02-15', delivery: 'collection', returnAddress: 'Goods In, 1 Works Road\nSheffield S1 2AB', countryId: ids.uk });
    const notice = (await mailsTo('service@voltara.test')).at(-1)!;
    expect(notice.subject).toMatch(new RegExp(`^\\[E-${stored.id}\\] calibration: VH-15 .*, VT-2041-0815$`));
    expect(notice.text).toContain('Collection or drop-off: Collect it from me by courier');
    const receipt = (await mailsTo('cal.customer@example.com')).at(-1)!;
    expect(receipt.subject).toBe('Nous avons reçu votre réservation d’étalonnage | Voltara Test Equipment');
    // French sets a narrow no-break space before the colon; the day is written out.
    expect(receipt.text).toContain('Numéro de série\u00a0: VT-2041-0815');
    expect(receipt.text).toContain('Date souhaitée\u00a0: 15 février 2027');
  });

  it.each([
    ['productId', { productId: 0 }],
    ['serial', { serial: '' }],
    ['preferredDate', { preferredDate: 'tomorrow' }],
    ['delivery', { delivery: 'post' }],
    ['returnAddress', { returnAddress: '' }],
    ['countryId', { countryId: 999_999 }],
    ['name', { name: '' }],
    ['email', { email: '' }],
  ])('refuses an invalid %s with its field error', async (field, extra) => {
    const answer = await send(calibration(extra));
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldErrors(answer))).toContain(field);
  });

  it('a missing consent answers SPEC.md\'s message', async () => {
    const answer = await send(calibration({ consents: { terms: false, dealer: true } }));
    expect(fieldErrors(answer)).toEqual({ 'consents.terms': ['You must agree to our privacy policy'] });
  });
});

describe('every form', () => {
  it.each([
    ['contact', contact],
    ['dealer-application', application],
    ['training', training],
    ['calibration', calibration],
  ] as const)('%s: a filled hidden field is answered like a success and stored as spam, with nothing else kept or sent', async (kind, make) => {
    const mailsBefore = (await test.deps.db.select().from(outbox)).length;
    const leadsBefore = (await test.deps.db.select().from(leads)).length;
    const robot = `robot.${kind}@example.com`;
    const person = await send(make({ email: `person.${kind}@example.com`, companyEmail: `person.${kind}@example.com` }));
    const answer = await send(make({ website: 'http://spam.example', email: robot, companyEmail: robot, consents: { terms: true, dealer: true, marketing: true } }));
    expect(answer.status).toBe(200);
    // The robot's answer is a person's: the same message and a real id.
    expect(answer.body.result!.data.message).toBe(person.body.result!.data.message);
    const stored = await lastEnquiry();
    expect(stored).toMatchObject({ id: answer.body.result!.data.id, kind, status: 'spam', email: robot });
    expect(await consentsOf(robot)).toEqual([]);
    expect(await mailsTo(robot)).toEqual([]);
    // The person's two e-mails only. No lead, though the robot agreed to be passed to the dealer (a contact message
    // would make one), and no log event.
    expect((await test.deps.db.select().from(outbox)).length).toBe(mailsBefore + 2);
    expect((await test.deps.db.select().from(leads)).length).toBe(leadsBefore);
    await flushWebsiteLog(test.deps);
    expect(await test.deps.db.select().from(websiteLog).where(eq(websiteLog.email, robot))).toEqual([]);
  });

  it('a robot\'s form still has to be valid, and the rate limit counts it', async () => {
    const invalid = await send(contact({ website: 'http://spam.example', email: 'robot.invalid@example.com', countryId: 999_999 }));
    expect(invalid.status).toBe(422);
    expect(await test.deps.db.select().from(enquiries).where(eq(enquiries.email, 'robot.invalid@example.com'))).toEqual([]);
    const ip = '198.51.100.251';
    for (let i = 0; i < 5; i++) expect((await send(contact({ website: 'x', email: `robot.burst${i}@example.com` }), { ip })).status).toBe(200);
    expect((await send(contact({ website: 'x', email: 'robot.burst5@example.com' }), { ip })).status).toBe(429);
  });

  it('refuses a form sent faster than a person fills it', async () => {
    const answer = await send(contact({ ticket: formTicket(test, 0) }));
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldErrors(answer))).toEqual(['ticket']);
  });

  it('goes to the address of its kind in the settings', async () => {
    await test.deps.db.insert(siteSettings).values({ key: ENQUIRY_RECIPIENTS_KEY, value: JSON.stringify({ calibration: 'lab@voltara.test' }) });
    try {
      const answer = await send(calibration({ email: 'routed@example.com' }));
      expect(answer.status).toBe(200);
      expect((await mailsTo('lab@voltara.test')).at(-1)!.subject).toContain(`[E-${answer.body.result!.data.id}]`);
    } finally {
      await test.deps.db.delete(siteSettings).where(eq(siteSettings.key, ENQUIRY_RECIPIENTS_KEY));
    }
  });

  it('with the mail server down, keeps the enquiry and the e-mails, and the outbox retries them with back-off', async () => {
    let up = false;
    const delivered: MailMessage[] = [];
    const original = test.deps.mailer;
    test.deps.mailer = createMailer(test.deps.db, 'smtp://localhost:1', 'Voltara <no-reply@voltara.test>', async (message) => {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      delivered.push(message);
    });
    try {
      const answer = await send(application({ companyEmail: 'down@ensayos.example' }));
      expect(answer.status).toBe(200);
      await test.deps.mailer.settled(); // the first delivery is tried just after the answer, outside the request
      expect((await lastEnquiry())?.id).toBe(answer.body.result!.data.id);
      const [receipt] = await mailsTo('down@ensayos.example');
      expect(receipt).toMatchObject({ status: 'pending', attempts: 1 });
      const notice = (await mailsTo('partners@voltara.test')).at(-1)!;
      expect(notice).toMatchObject({ status: 'pending', attempts: 1 });

      const firstRetry = new Date(receipt!.nextAttemptAt!.getTime() + 1);
      await test.deps.mailer.retryDue(firstRetry);
      const [again] = await mailsTo('down@ensayos.example');
      expect(again!.attempts).toBe(2);
      // Back-off: the second wait is longer than the first.
      expect(again!.nextAttemptAt!.getTime() - firstRetry.getTime()).toBeGreaterThan(receipt!.nextAttemptAt!.getTime() - receipt!.createdAt.getTime());

      up = true;
      await test.deps.mailer.retryDue(new Date(again!.nextAttemptAt!.getTime() + 1));
      expect((await mailsTo('down@ensayos.example'))[0]).toMatchObject({ status: 'sent' });
      expect(delivered.map((message) => message.to)).toEqual(expect.arrayContaining(['down@ensayos.example', 'partners@voltara.test']));
    } finally {
      test.deps.mailer = original;
    }
  });

  it('answers a body over the limit with 413, and stores nothing', async () => {
    const before = (await lastEnquiry())?.id;
    const answer = await new HttpClient(test, '198.51.100.252').request('POST', '/trpc/public.enquiries.send', {
      body: contact({ message: 'x'.repeat(test.deps.env.BODY_LIMIT + 10) }),
    });
    expect(answer.status).toBe(413);
    expect((await lastEnquiry())?.id).toBe(before);
  });

  it('limits each form to 5 in 10 minutes per address (429 with Retry-After), each kind counted apart', async () => {
    const ip = '198.51.100.253';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(contact({ email: `burst${i}@example.com` }), { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send(contact({ email: 'burst9@example.com' }), { ip });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another form from the same address still goes through.
    expect((await send(calibration({ email: 'burst-cal@example.com' }), { ip })).status).toBe(200);
  });

  it('limits per e-mail address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(training({ email: 'same@example.com' }))).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers odd input with a 4xx, never a 500', async () => {
    for (const input of [
      contact({ industries: 'coatings' }),
      contact({ industries: [1, 2] }),
      contact({ countryId: -1 }),
      contact({ countryId: 1.5 }),
      application({ productRange: 'all' }),
      application({ productRange: Array.from({ length: 101 }, (_, i) => i + 1) }),
      calibration({ preferredDate: 20270215 }),
      training({ attendees: 'everyone' }),
      training({ attendees: [null] }),
      { kind: 'contact' },
      { kind: 'calibration', consents: 'yes' },
      contact({ message: 'A\u0000B' }),
    ]) {
      const { status } = await send(input);
      expect(status, JSON.stringify(input).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('the lists the forms read', () => {
  const query = async <T>(procedure: string, input: unknown): Promise<T> => {
    const { status, json } = await new HttpClient(test).query(`public.enquiries.${procedure}`, input);
    expect(status).toBe(200);
    return json.result!.data as T;
  };

  it('experts, instruments and industry sectors in the language asked for', async () => {
    const experts = await query<FormExpert[]>('experts', { locale: 'de' });
    expect(experts[0]).toMatchObject({ name: 'David Hallam', jobTitle: 'Leiter Anwendungstechnik', email: 'd.hallam@voltara.example', country: 'Vereinigtes Königreich' });
    const instruments = await query<FormProduct[]>('products', { locale: 'en' });
    const vh15 = instruments.find((product) => product.id === ids.product);
    expect(vh15).toMatchObject({ modelCode: 'VH-15', applications: expect.arrayContaining(['coatings']) });
    expect(instruments.every((product) => product.applications.length > 0)).toBe(true);
    const sectors = await query<FormIndustrySector[]>('industrySectors', { locale: 'es' });
    expect(sectors[0]).toEqual({ id: ids.sector, name: 'Oleoductos y gasoductos' });
    const { status } = await new HttpClient(test).query('public.enquiries.experts', { locale: 'xx' });
    expect(status).toBe(422);
  });
});

describe('the pages, rendered on the server', () => {
  const page = async (path: string) => {
    const response = await test.app.request(path);
    const html = await response.text();
    return { status: response.status, html, markup: html.replace(/<script type="application\/json" id="ssr-state"[^>]*>.*?<\/script>/s, '') };
  };
  const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
  const labels = (html: string) => [...html.matchAll(/<label[^>]*>(.*?)<\/label>|<legend[^>]*>(.*?)<\/legend>/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/<[^>]+>/g, ''));

  it.each([
    ['/contact', 'Contact us', ['First name', 'Last name', 'Email', 'Telephone (optional)', 'Country', 'Your message', 'Your industry (optional)', 'Other', 'How did you hear about us? (optional)', 'Word of mouth', 'Please call me back']],
    ['/distributors/apply', 'Become a dealer', ['Application type', 'Type of dealership', 'Product range', 'DC Holiday Detectors', 'Company name', 'Company email', 'Company telephone', 'Company address', 'Company VAT number (optional)', 'Contact name', 'Industry sector']],
    ['/services/training', 'Training', ['Product', 'Attendee 1 name', 'Preferred date', 'Preferred time', 'Morning', 'Afternoon', 'Name', 'Email']],
    ['/services/training/coatings', 'Coatings training', ['Product', 'Attendee 1 name', 'Preferred date']],
    ['/services/training/leak-detection', 'Leak detection training', ['Product', 'Attendee 1 name']],
    ['/services/calibration/book', 'Book a calibration', ['Product', 'Serial number', 'Preferred date', 'Collection or drop-off', 'Return address', 'Country', 'Name']],
  ])('%s: heading, labels, the consents and a disabled submit button in the first HTML', async (path, heading, expected) => {
    const { status, html, markup } = await page(path);
    expect(status).toBe(200);
    expect(h1(markup)).toBe(heading);
    expect(html).toContain(`<title>${heading} | Voltara Test Equipment</title>`);
    expect(labels(markup)).toEqual(expect.arrayContaining(expected));
    expect(markup).toContain('privacy policy');
    // The app has not taken over yet: the browser must not send the form by itself.
    expect(markup).toMatch(/<button type="submit" disabled=""/);
  });

  it('the contact page shows the opening hours, the experts, the address and the e-mail', async () => {
    const { markup, html } = await page('/contact');
    expect(markup).toContain('Opening hours');
    expect(markup).toMatch(/Monday<\/th><td[^>]*>08:30–17:00/);
    expect(markup).toContain('Ask the experts');
    expect(markup).toContain('David Hallam');
    expect(markup).toContain('mailto:info@voltara.test');
    expect(markup).toContain('Your local dealer');
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).toContain('"openingHoursSpecification"');
  });

  it('a sector page lists its industry\'s instruments first', async () => {
    const { markup } = await page('/services/training/coatings');
    expect(markup).toMatch(/<optgroup label="Recommended for this sector">.*VH-15/s);
    expect(markup).toContain('NACE SP0188');
  });

  it('the calibration page says what the service is, with the way to book it', async () => {
    const { status, markup, html } = await page('/services/calibration');
    expect(status).toBe(200);
    expect(h1(markup)).toBe('Calibration');
    expect(markup).toContain('ISO/IEC 17025');
    expect(markup).toContain('What a calibration includes');
    expect(markup).toContain('href="/services/calibration/book"');
    // The introduction is the admin's widget (drizzle/0024), which every database has.
    expect(markup).toContain('whichever make they are');
    expect(html).toMatch(/<meta name="description" content="Our ISO\/IEC 17025 accredited laboratory/);
  });

  it('the calibration page tells what the admin writes in its widget', async () => {
    const [widget] = await test.deps.db.select().from(widgets).where(eq(widgets.name, 'services_calibration'));
    const english = and(eq(widgetLanguages.widgetId, widget!.id), eq(widgetLanguages.locale, 'EN'));
    const [before] = await test.deps.db.select().from(widgetLanguages).where(english);
    await test.deps.db.update(widgetLanguages).set({ html: '<p>Our laboratory calibrates every make of holiday detector.</p>' }).where(english);
    await test.deps.cache.bump(CONTENT_AREAS.widgets);
    try {
      const { markup, html } = await page('/services/calibration');
      expect(markup).toContain('Our laboratory calibrates every make of holiday detector.');
      expect(markup).not.toContain('whichever make they are');
      expect(html).toContain('<meta name="description" content="Our laboratory calibrates every make of holiday detector."');
    } finally {
      await test.deps.db.update(widgetLanguages).set({ html: before!.html }).where(english);
      await test.deps.cache.bump(CONTENT_AREAS.widgets);
    }
  });

  it('the calibration page says what the service is without the admin\'s widget too', async () => {
    const [widget] = await test.deps.db.select().from(widgets).where(eq(widgets.name, 'services_calibration'));
    const languages = await test.deps.db.select().from(widgetLanguages).where(eq(widgetLanguages.widgetId, widget!.id));
    await test.deps.db.delete(widgets).where(eq(widgets.id, widget!.id));
    await test.deps.cache.bump(CONTENT_AREAS.widgets);
    try {
      const { status, markup, html } = await page('/services/calibration');
      expect(status).toBe(200);
      expect(markup).toContain('whichever make they are');
      expect(html).toMatch(/<meta name="description" content="Accredited calibration/);
    } finally {
      await test.deps.db.insert(widgets).values(widget!);
      await test.deps.db.insert(widgetLanguages).values(languages);
      await test.deps.cache.bump(CONTENT_AREAS.widgets);
    }
  });

  it('in Spanish with ?lang=es', async () => {
    const { markup, html } = await page('/distributors/apply?lang=es');
    expect(h1(markup)).toBe('Hágase distribuidor');
    expect(labels(markup)).toEqual(expect.arrayContaining(['Tipo de solicitud', 'Tipo de distribución', 'Gama de productos', 'Persona de contacto']));
    expect(html).toContain('<html lang="es"');
    const contactPage = await page('/contact?lang=es');
    expect(labels(contactPage.markup)).toEqual(expect.arrayContaining(['Nombre', 'Apellidos', '¿Cómo nos ha conocido? (opcional)']));
  });

  it('lists the sector pages in the sitemap', async () => {
    const sitemap = await (await test.app.request('/sitemap.xml')).text();
    for (const sector of ['coatings', 'plastics', 'subsea', 'medical', 'leak-detection']) expect(sitemap).toContain(`/services/training/${sector}</loc>`);
  });
});
