import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COURSE_FORM_LABELS } from '../../src/shared/courses/form-labels';
import { ENQUIRY_FORM_LABELS } from '../../src/shared/enquiries/form-labels';
import { labelParts, type FormLabels } from '../../src/shared/field-labels';
import type { Locale } from '../../src/shared/locales';
import { RETURN_FORM_LABELS } from '../../src/shared/returns/form-labels';
import { appRouter } from '../../src/server/trpc/app-router';
import { fieldNameIn, labelProblem } from '../setup/field-labels';
import { HttpClient } from '../setup/http-client';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Issue 29 item 3: every validation error is a 422 and names each field by the label its form shows, in the visitor's
 * language. The walk reads the procedures from the router itself, so a new mutation is checked without editing this
 * file: each one whose input needs something is sent `{}` by a caller it lets in, in German and in English.
 */
let test: TestApp;
const callers: HttpClient[] = [];

beforeAll(async () => {
  test = await createTestApp();
  for (const [index, email] of ['admin@demo.test', 'distributor-senior@demo.test', 'customer@demo.test', null].entries()) {
    const client = new HttpClient(test, `198.51.100.${80 + index}`);
    if (email) {
      await client.signIn(email);
      // Password-guarded procedures (two-factor, password change) then read their input instead of asking first.
      await client.mutation('account.confirmPassword', { password: 'Demo-Password-1' });
    }
    callers.push(client);
  }
});
afterAll(() => test?.close());

type Procedure = { _def: { type: string; inputs: z.ZodType[]; meta?: { labels?: FormLabels; notOffered?: true } } };

const mutations = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).filter(
  ([path, procedure]) =>
    procedure._def.type === 'mutation' &&
    // A collection's write it does not offer is refused to everyone (403): it has no form to name.
    procedure._def.meta?.notOffered !== true &&
    procedure._def.inputs.length > 0 &&
    // An empty object is a whole input for some (every field optional): nothing to refuse there.
    procedure._def.inputs.some((schema) => !schema.safeParse({}).success) &&
    !/signOut$/.test(path),
);

async function send(path: string, body: unknown, lang: Locale) {
  for (const client of callers) {
    const response = await client.request('POST', `/trpc/${path}?lang=${lang}`, { body });
    if (response.status === 401 || response.status === 403) continue;
    const json = (await response.json()) as { error?: { data?: { httpStatus?: number; fieldErrors?: Record<string, string[]> } } };
    return { status: response.status, fieldErrors: json.error?.data?.fieldErrors ?? {} };
  }
  throw new Error(`${path}: no caller is let in`);
}

async function germanFieldErrors(path: string, body: unknown) {
  const answer = await send(path, body, 'de');
  expect(answer.status, JSON.stringify(answer)).toBe(422);
  return answer.fieldErrors;
}

describe('every mutation refuses an empty form with 422, each field named by its label', () => {
  it('walks the router', () => expect(mutations.length).toBeGreaterThan(120));

  for (const lang of ['de', 'en'] as const) {
    it(`in ${lang === 'de' ? 'German' : 'English'}`, { timeout: 600_000 }, async () => {
      const failures: string[] = [];
      let named = 0;
      for (const [path] of mutations) {
        const { status, fieldErrors } = await send(path, {}, lang);
        if (status !== 422) failures.push(`${path}: status ${status}`);
        if (Object.keys(fieldErrors).length === 0) failures.push(`${path}: no field errors`);
        for (const [field, messages] of Object.entries(fieldErrors)) {
          for (const message of messages) {
            const name = fieldNameIn(message, lang);
            if (name === null) continue;
            named++;
            const problem = labelProblem(name, lang);
            if (problem) failures.push(`${path} ${field}: ${message} (${problem})`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(named).toBeGreaterThan(200);
    });
  }
});

/** Every key an input schema names, however deep (objects, arrays, unions, optional and piped values). */
type Def = { shape?: Record<string, z.ZodType>; getter?: () => z.ZodType } & Partial<Record<'innerType' | 'element' | 'in' | 'out' | 'left' | 'right' | 'valueType', z.ZodType>> & { options?: z.ZodType[] };
function keysOf(schema: z.ZodType, keys: Set<string>, seen = new Set<z.ZodType>()): Set<string> {
  if (seen.has(schema)) return keys;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  for (const [key, value] of Object.entries(def.shape ?? {})) keysOf(value, keys.add(key), seen);
  const children = [def.innerType, def.element, def.in, def.out, def.left, def.right, def.valueType, ...(def.options ?? []), def.getter?.()];
  for (const child of children) if (child) keysOf(child, keys, seen);
  return keys;
}

describe('every field of every mutation has a label', () => {
  // The forms that bring their own labels through their feature's wording (trpc/input-wording.ts).
  const wordingForms = [RETURN_FORM_LABELS, ENQUIRY_FORM_LABELS, COURSE_FORM_LABELS];
  const fallback = labelParts(['no such field']).key;

  it('in the mapping, site-wide or the form\'s own', () => {
    const unlabelled: string[] = [];
    for (const [path, procedure] of mutations.length ? Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>) : []) {
      if (procedure._def.type !== 'mutation' || procedure._def.meta?.notOffered) continue;
      const keys = new Set<string>();
      for (const schema of procedure._def.inputs) keysOf(schema, keys);
      for (const key of keys) {
        const forms = [procedure._def.meta?.labels, ...wordingForms];
        if (forms.some((form) => form && labelParts([key], form).key !== fallback)) continue;
        unlabelled.push(`${path}: ${key}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });
});

describe('the fields the issue found named by internal names', () => {
  it('"first name": the profile form says Vorname', async () => {
    const errors = await germanFieldErrors('account.profile.update', { firstName: '', lastName: 'Muster' });
    expect(errors.firstName).toEqual(['Das Feld Vorname ist erforderlich.']);
  });

  it('"body": a partner message names the Nachricht field', async () => {
    const errors = await germanFieldErrors('portal.inbox.start', { subject: 'Kalibrierung', body: '' });
    expect(errors.body).toEqual(['Das Feld Nachricht ist erforderlich.']);
  });

  it('"country id": a lead names the Land field', async () => {
    const errors = await germanFieldErrors('portal.leads.register', { prospectCompany: 'Nordwerk', contactName: 'Eva Nord' });
    expect(errors.countryId).toEqual(['Das Feld Land ist erforderlich.']);
  });

  it('"question en": a FAQ names the question with its language', async () => {
    const errors = await germanFieldErrors('admin.resources.faqs.create', { question_EN: '', answer_EN: '<p>Ja.</p>' });
    expect(errors.question_EN).toEqual(['Das Feld Frage (English) ist erforderlich.']);
  });

  it('a nested path reads as the user reads it: the item, then its field', async () => {
    const line = { productId: null, optionId: null, itemName: 'VH-15', part: 'full-kit', partName: '', value: '120' };
    const booking = {
      details: { firstName: 'Eva', lastName: 'Nord', email: 'eva@example.com', telephone: '0123', companyName: '' },
      invoiceAddress: { companyName: '', address1: 'Hauptstr. 1', address2: '', town: 'Bremen', county: '', postcode: '', country: 'Deutschland' },
      sendFrom: 'uk',
      lines: [line, line],
      bookingType: 'repair',
      repairCentreId: null,
      shippingInvoice: 'own',
      carrier: 'royal-mail',
      vatConfirmed: true,
    };
    const errors = await germanFieldErrors('account.returns.create', {
      ...booking,
      invoiceAddress: { ...booking.invoiceAddress, country: '' },
      lines: [line, { ...line, itemName: '' }],
    });
    expect(errors['lines.1.itemName']).toEqual(['Das Feld Artikel 2: Produkt ist erforderlich.']);
    expect(errors['invoiceAddress.country']).toEqual(['Das Feld Rechnungsadresse: Land ist erforderlich.']);
    // The form's own rule (a single part needs its name) names its field the same way.
    const part = await germanFieldErrors('account.returns.create', { ...booking, lines: [{ ...line, part: 'single-part' }] });
    expect(part['lines.0.partName'], JSON.stringify(part)).toEqual(['Das Feld Artikel 1: Bezeichnung des Teils ist erforderlich.']);
  });

  it('a two-factor challenge sent empty names the code field, not "the input"', async () => {
    const errors = await germanFieldErrors('public.twoFactorChallenge', {});
    expect(errors).toEqual({ code: ['Das Feld Code ist erforderlich.'] });
  });

  it('the REST endpoints answer 422 with the same labels: the newsletter in German', async () => {
    const client = new HttpClient(test, '198.51.100.90');
    const response = await client.request('POST', '/api/newsletter?lang=de', { body: { name: '', email: 'nope', privacy: false } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.errors.email).toEqual(['Das Feld E-Mail muss eine gültige E-Mail-Adresse sein.']);
    for (const message of Object.values(body.errors).flat()) {
      const name = fieldNameIn(message, 'de');
      if (name !== null) expect(labelProblem(name, 'de'), message).toBeNull();
    }
  });

  it('malformed JSON to a REST endpoint is a 422 in the visitor’s language, not English', async () => {
    const client = new HttpClient(test, '198.51.100.91');
    const response = await client.request('POST', '/api/newsletter?lang=de', { rawBody: '{"name":' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toBe('Der Anfrageinhalt muss ein JSON-Objekt sein.');
  });
});
