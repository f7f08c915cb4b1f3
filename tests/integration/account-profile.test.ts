import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GdprExport } from '../../src/shared/logs/gdpr.schema';
import type { ContactPreferences, ProfileInput } from '../../src/shared/profile/profile.schema';
import type { ContactPreferencesView, ProfileView } from '../../src/shared/profile/profile.types';
import { consents, countries, profiles, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient, type TrpcAnswer } from '../setup/http-client';
import { registerConfirmed } from '../setup/registered-account';

let test: TestApp;
let uma: HttpClient;
let customer: HttpClient;
let umaId: string;
let spainId: number;

const data = <T>(answer: { json: TrpcAnswer }) => answer.json.result!.data as T;
const fieldErrors = (answer: { json: TrpcAnswer }) => answer.json.error?.data.fieldErrors ?? {};
const idOf = async (email: string) => (await test.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const PROFILE: ProfileInput = {
  title: 'dr',
  firstName: 'Ursula',
  lastName: 'Underwood',
  telephone: '+44 114 496 0000',
  companyName: 'Underwood Roofing Ltd',
  companyEmail: 'office@underwood.example',
  companyTelephone: '+44 114 496 0001',
  companyVatNumber: 'GB123456789',
  industrySector: 'roofing',
  address1: '1 Slate Row',
  address2: 'Unit 2',
  address3: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 4AB',
  countryId: null,
  returnAddress: 'Goods in, Underwood Roofing\n1 Slate Row\nLeeds LS1 4AB',
};

const PREFERENCES: ContactPreferences = {
  contactByEmail: true,
  contactByPhone: false,
  contactByPost: false,
  pleaseCall: false,
  serviceReminders: true,
  dealerSharing: false,
  marketing: false,
};

beforeAll(async () => {
  test = await createTestApp();
  uma = new HttpClient(test, '198.51.100.20');
  await uma.signIn('user@demo.test');
  customer = new HttpClient(test, '198.51.100.21');
  await customer.signIn('customer@demo.test');
  umaId = await idOf('user@demo.test');
  spainId = (await test.deps.db.select({ id: countries.id }).from(countries).where(eq(countries.name, 'Spain')))[0]!.id;
});
afterAll(() => test.close());

describe('who may call it', () => {
  it('answers 401 signed out, for reads and writes alike', async () => {
    const visitor = new HttpClient(test, '198.51.100.22');
    expect((await visitor.query('account.profile.get')).status).toBe(401);
    expect((await visitor.query('account.profile.contact')).status).toBe(401);
    expect((await visitor.mutation('account.profile.update', PROFILE)).status).toBe(401);
    expect((await visitor.mutation('account.profile.updateContact', PREFERENCES)).status).toBe(401);
  });

  it('answers 403 to certified-senior-plus (left out of /account by SPEC.md section 6) and changes nothing', async () => {
    const left = new HttpClient(test, '198.51.100.23');
    await left.signIn('certified-senior-plus@demo.test');
    expect((await left.query('account.profile.get')).status).toBe(403);
    expect((await left.query('account.profile.contact')).status).toBe(403);
    expect((await left.mutation('account.profile.update', PROFILE)).status).toBe(403);
    expect((await left.mutation('account.profile.updateContact', { ...PREFERENCES, marketing: true })).status).toBe(403);
    const id = await idOf('certified-senior-plus@demo.test');
    expect(await test.deps.db.select().from(profiles).where(eq(profiles.userId, id))).toEqual([]);
    expect(await test.deps.db.select().from(consents).where(eq(consents.userId, id))).toEqual([]);
  });
});

describe('/account/profile', () => {
  it('reads defaults before the first save: the name split from the account name, the sign-in e-mail, empty fields', async () => {
    const answer = await uma.query('account.profile.get');
    expect(answer.status).toBe(200);
    const view = data<ProfileView>(answer);
    expect(view.name).toBe('Uma User');
    expect(view.email).toBe('user@demo.test');
    expect(view.profile).toMatchObject({ title: '', firstName: 'Uma', lastName: 'User', companyName: '', industrySector: '', countryId: null, returnAddress: '' });
  });

  it('reads the seeded details of customer@demo.test', async () => {
    const view = data<ProfileView>(await customer.query('account.profile.get'));
    expect(view.email).toBe('customer@demo.test');
    expect(view.profile).toMatchObject({ firstName: 'Colin', lastName: 'Customer', companyName: 'Morgan Pipeline Coatings Ltd', town: 'Sheffield' });
  });

  it('saves the details, renames the account and greets it by the new name', async () => {
    const answer = await uma.mutation('account.profile.update', { ...PROFILE, countryId: spainId, town: '  Leeds  ' });
    expect(answer.status).toBe(200);
    const view = data<ProfileView>(answer);
    expect(view.name).toBe('Ursula Underwood');
    expect(view.profile).toEqual({ ...PROFILE, countryId: spainId, town: 'Leeds' });

    expect(data<ProfileView>(await uma.query('account.profile.get')).profile.companyVatNumber).toBe('GB123456789');
    const [row] = await test.deps.db.select({ name: users.name }).from(users).where(eq(users.id, umaId));
    expect(row!.name).toBe('Ursula Underwood');
    // The header reads the session user: the same session now carries the new name.
    expect(data<{ name: string }>(await uma.query('public.me')).name).toBe('Ursula Underwood');

    // A second save updates the one row.
    const again = await uma.mutation('account.profile.update', { ...PROFILE, countryId: null, companyName: 'Underwood & Daughters' });
    expect(data<ProfileView>(again).profile).toMatchObject({ companyName: 'Underwood & Daughters', countryId: null });
    expect(await test.deps.db.select().from(profiles).where(eq(profiles.userId, umaId))).toHaveLength(1);
  });

  it('refuses bad input with 422 and each field named, in the request language, saving nothing', async () => {
    const before = data<ProfileView>(await uma.query('account.profile.get'));

    const badEmail = await uma.mutation('account.profile.update', { ...PROFILE, companyEmail: 'not-an-address' });
    expect(badEmail.status).toBe(422);
    expect(fieldErrors(badEmail).companyEmail?.[0]).toMatch(/valid email address/);

    const long = await uma.mutation('account.profile.update', { ...PROFILE, firstName: 'x'.repeat(1024), lastName: '' });
    expect(long.status).toBe(422);
    expect(fieldErrors(long).firstName?.[0]).toMatch(/not be greater than 80 characters/);
    expect(fieldErrors(long).lastName?.[0]).toMatch(/required/);

    const wrongTypes = await uma.mutation('account.profile.update', {
      ...PROFILE,
      firstName: 42,
      countryId: 'Spain',
      industrySector: 'astrology',
      title: 'sir',
      returnAddress: ['a', 'b'],
    });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(fieldErrors(wrongTypes)).sort()).toEqual(['countryId', 'firstName', 'industrySector', 'returnAddress', 'title']);
    expect(fieldErrors(wrongTypes).firstName?.[0]).toMatch(/must be a string/);
    expect(fieldErrors(wrongTypes).countryId?.[0]).toMatch(/must be a number/);

    const unknownCountry = await uma.mutation('account.profile.update', { ...PROFILE, countryId: 999_999 });
    expect(unknownCountry.status).toBe(422);
    expect(Object.keys(fieldErrors(unknownCountry))).toEqual(['countryId']);

    const notAnObject = await uma.mutation('account.profile.update', ['Ursula']);
    expect(notAnObject.status).toBe(422);

    // The same session with the site in German: the messages follow the `locale` cookie.
    const german = new HttpClient(test, '198.51.100.20');
    for (const [name, value] of uma.cookies) german.cookies.set(name, value);
    german.cookies.set('locale', 'de');
    const inGerman = await german.mutation('account.profile.update', { ...PROFILE, lastName: '' });
    expect(inGerman.status).toBe(422);
    expect(fieldErrors(inGerman).lastName?.[0]).toMatch(/erforderlich/);

    expect(data<ProfileView>(await uma.query('account.profile.get'))).toEqual(before);
  });

  it('never shows or changes one account’s details to another', async () => {
    const theirs = data<ProfileView>(await customer.query('account.profile.get'));
    expect(theirs.profile.firstName).toBe('Colin');
    expect(JSON.stringify(theirs)).not.toMatch(/Underwood|user@demo\.test/);
    // No input names the account: an id sent along is ignored, and the save lands on the caller's own row.
    const saved = await customer.mutation('account.profile.update', { ...PROFILE, firstName: 'Colin', lastName: 'Morgan', userId: umaId });
    expect(saved.status).toBe(200);
    expect(data<ProfileView>(await uma.query('account.profile.get')).profile.firstName).toBe('Ursula');
    expect(data<ProfileView>(await uma.query('account.profile.get')).name).toBe('Ursula Underwood');
  });
});

describe('/account/contact', () => {
  const consentRows = (kind: 'dealer-sharing' | 'marketing') =>
    test.deps.db.select().from(consents).where(and(eq(consents.userId, umaId), eq(consents.kind, kind))).orderBy(consents.id);

  it('reads the defaults: e-mail and reminders on, no consents', async () => {
    const view = data<ContactPreferencesView>(await uma.query('account.profile.contact'));
    expect(view.preferences).toEqual(PREFERENCES);
    expect(view.history.filter((entry) => entry.kind === 'dealer-sharing' || entry.kind === 'marketing')).toEqual([]);
  });

  it('logs a consent given then withdrawn as two timestamped rows, and stamps the account', async () => {
    const given = await uma.mutation('account.profile.updateContact', { ...PREFERENCES, dealerSharing: true, contactByPhone: true, pleaseCall: true });
    expect(given.status).toBe(200);
    expect(data<ContactPreferencesView>(given).preferences).toMatchObject({ dealerSharing: true, marketing: false, contactByPhone: true, pleaseCall: true });
    const [afterGiven] = await test.deps.db.select().from(users).where(eq(users.id, umaId));
    expect(afterGiven!.dealerSharingConsentAt).toBeInstanceOf(Date);
    expect(afterGiven!.marketingConsentAt).toBeNull();

    // Unchanged consents write nothing, even when other preferences change.
    await uma.mutation('account.profile.updateContact', { ...PREFERENCES, dealerSharing: true, serviceReminders: false });
    expect(await consentRows('dealer-sharing')).toHaveLength(1);
    expect(await consentRows('marketing')).toHaveLength(0);

    const withdrawn = await uma.mutation('account.profile.updateContact', { ...PREFERENCES, dealerSharing: false, serviceReminders: false });
    expect(data<ContactPreferencesView>(withdrawn).preferences).toMatchObject({ dealerSharing: false, serviceReminders: false });
    const rows = await consentRows('dealer-sharing');
    expect(rows.map((row) => row.given)).toEqual([true, false]);
    expect(rows.every((row) => row.createdAt instanceof Date && row.email === 'user@demo.test')).toBe(true);
    expect(rows[1]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    const [afterWithdrawn] = await test.deps.db.select().from(users).where(eq(users.id, umaId));
    expect(afterWithdrawn!.dealerSharingConsentAt).toBeNull();
    expect(afterGiven!.dealerSharingConsentAt!.getTime()).toBe(rows[0]!.createdAt.getTime());

    const history = data<ContactPreferencesView>(withdrawn).history;
    expect(history.slice(0, 2).map(({ kind, given }) => ({ kind, given }))).toEqual([
      { kind: 'dealer-sharing', given: false },
      { kind: 'dealer-sharing', given: true },
    ]);
    expect(Number.isNaN(Date.parse(history[0]!.at))).toBe(false);
  });

  it('keeps the contact preferences and the profile details apart (neither save clears the other)', async () => {
    await uma.mutation('account.profile.updateContact', { ...PREFERENCES, marketing: true, contactByPost: true });
    const view = data<ProfileView>(await uma.query('account.profile.get'));
    expect(view.profile.firstName).toBe('Ursula');
    await uma.mutation('account.profile.update', { ...PROFILE });
    const contact = data<ContactPreferencesView>(await uma.query('account.profile.contact'));
    expect(contact.preferences).toMatchObject({ marketing: true, contactByPost: true });
  });

  it('shows at most 20 history entries, newest first', async () => {
    for (let n = 0; n < 20; n++) {
      await uma.mutation('account.profile.updateContact', { ...PREFERENCES, marketing: n % 2 === 1 });
    }
    const history = data<ContactPreferencesView>(await uma.query('account.profile.contact')).history;
    expect(history).toHaveLength(20);
    const times = history.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(history[0]).toMatchObject({ kind: 'marketing', given: true });
  });

  it('refuses wrong or missing types with 422 per field and logs nothing', async () => {
    const before = (await consentRows('marketing')).length;
    const answer = await uma.mutation('account.profile.updateContact', { ...PREFERENCES, marketing: 'yes', pleaseCall: undefined });
    expect(answer.status).toBe(422);
    expect(fieldErrors(answer).marketing?.[0]).toMatch(/true or false/);
    expect(fieldErrors(answer).pleaseCall?.[0]).toMatch(/required/);
    expect(await consentRows('marketing')).toHaveLength(before);
  });

  it('shows another account only its own history', async () => {
    const theirs = data<ContactPreferencesView>(await customer.query('account.profile.contact'));
    const umasTimes = new Set((await test.deps.db.select().from(consents).where(eq(consents.userId, umaId))).map((row) => row.createdAt.toISOString()));
    expect(theirs.history.some((entry) => umasTimes.has(entry.at) && entry.kind !== 'terms-privacy')).toBe(false);
    expect(theirs.preferences.marketing).toBe(false);
  });
});

describe('GDPR', () => {
  it('exports the profile details and consents, and erasure deletes the profile', async () => {
    const email = 'petra.profile@example.test';
    const petra = new HttpClient(test, '198.51.100.30');
    const password = 'Petra-Password-42';
    await registerConfirmed(test, petra, { name: 'Petra Profile', email, password });
    const petraId = await idOf(email);
    expect((await petra.mutation('account.profile.update', { ...PROFILE, firstName: 'Petra', lastName: 'Profile', countryId: spainId })).status).toBe(200);
    expect((await petra.mutation('account.profile.updateContact', { ...PREFERENCES, marketing: true })).status).toBe(200);

    const admin = new HttpClient(test, '198.51.100.31');
    await admin.signIn('admin@demo.test');
    const exported = data<GdprExport>(await admin.mutation('admin.logs.gdpr.export', { userId: petraId }));
    expect(exported.profile.details).toMatchObject({ companyName: 'Underwood Roofing Ltd', companyVatNumber: 'GB123456789', country: 'Spain', contactByEmail: true });
    expect(exported.profile.details).not.toHaveProperty('userId');
    expect(exported.consents.map((row) => row.kind).sort()).toEqual(['marketing', 'terms-privacy']);

    expect((await admin.mutation('admin.logs.gdpr.erase', { userId: petraId })).status).toBe(200);
    expect(await test.deps.db.select().from(profiles).where(eq(profiles.userId, petraId))).toEqual([]);
    // The consent rows stay as proof, under the pseudonym.
    const kept = await test.deps.db.select().from(consents).where(eq(consents.userId, petraId));
    expect(kept.length).toBe(2);
    expect(kept.every((row) => row.email !== email)).toBe(true);
  });
});
