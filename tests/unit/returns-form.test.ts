import { describe, expect, it } from 'vitest';
import { ReturnInputSchema } from '../../src/shared/returns/return.schema';
import { checkReturn, valueIsValid } from '../../src/client/account/returns/checks';
import { centreIdOf, centreValue, emptyLine, emptyReturn, MAX_LINES, type LineValues, type ReturnFormValues } from '../../src/client/account/returns/form-values';
import { labelParts } from '../../src/shared/field-labels';
import { RETURN_FORM_LABELS } from '../../src/shared/returns/form-labels';
import { canAddLine, canRemoveLine, detachProduct, inKit, kitLine, searchChoices, withInstrument, withProduct } from '../../src/client/account/returns/lines';
import { openReturns } from '../../src/client/account/returns/open-returns';
import { accountDefaults, prefillQuery, splitName, withRequest } from '../../src/client/account/returns/prefill';
import { formPathOf, serverProblems } from '../../src/client/account/returns/server-errors';
import { toReturnInput } from '../../src/client/account/returns/to-input';

const line = (patch: Partial<LineValues> = {}): LineValues => ({ ...emptyLine(), ...patch });

/** A form a customer could send as it is. */
function filled(patch: Partial<ReturnFormValues> = {}): ReturnFormValues {
  return {
    ...emptyReturn(),
    details: { firstName: ' Uma ', lastName: 'User', email: 'uma@example.com', telephone: '0114 000 0000', companyName: '' },
    invoiceAddress: { companyName: 'Acme', address1: '1 High St', address2: '', town: 'Leeds', county: '', postcode: 'LS1 1AA', country: 'United Kingdom' },
    sendFrom: 'uk',
    lines: [line({ productId: 7, productSlug: 'phd-30', itemName: 'PHD 30', serialNumber: ' VH15-1 ', value: '1,250.50' })],
    bookingType: 'repair',
    shippingInvoice: 'create',
    carrier: 'dhl',
    vatConfirmed: true,
    ...patch,
  };
}

describe('returns form: lines', () => {
  const product = { id: 7, name: 'PHD 30', slug: 'phd-30' };

  it('a product picked from the search fills the line, its option in the name; what was typed elsewhere stays', () => {
    const picked = withProduct(line({ serialNumber: 'S1', value: '10' }), product, { id: 3, name: 'Standard kit' });
    expect(picked).toMatchObject({ productId: 7, optionId: 3, productSlug: 'phd-30', itemName: 'PHD 30 (Standard kit)', serialNumber: 'S1', value: '10' });
  });

  it('a search answer without a slug (the server does not send one yet) leaves no kit to read', () => {
    expect(withProduct(line(), { id: 7, name: 'PHD 30' }).productSlug).toBe('');
  });

  it('keeps a part of the same product, drops one of another product', () => {
    const withPart = line({ productId: 7, productSlug: 'phd-30', partName: 'Probe' });
    expect(withProduct(withPart, product).partName).toBe('Probe');
    expect(withProduct(withPart, { id: 8, name: 'Other', slug: 'other' }).partName).toBe('');
  });

  it('one of my instruments fills the product and the serial number', () => {
    const filledLine = withInstrument(line({ value: '99' }), { productName: 'PHD 30', productSlug: 'phd-30', serialNumber: 'VH15-1', optionName: 'Kit B' });
    expect(filledLine).toMatchObject({ productId: null, productSlug: 'phd-30', itemName: 'PHD 30 (Kit B)', serialNumber: 'VH15-1', value: '99' });
  });

  it('typing over a chosen product makes the line its own; a typed line is left alone', () => {
    const chosen = line({ productId: 7, optionId: 3, productSlug: 'phd-30', itemName: 'PHD 30', partName: 'Probe' });
    expect(detachProduct(chosen)).toMatchObject({ productId: null, optionId: null, productSlug: '', partName: '', itemName: 'PHD 30' });
    const typed = line({ itemName: 'Old probe', partName: 'Tip' });
    expect(detachProduct(typed)).toBe(typed);
  });

  it('"Add another item from the kit" adds a single part of the last product named, with its order number', () => {
    const lines = [line({ productId: 7, productSlug: 'phd-30', itemName: 'PHD 30', orderNumber: 'SO-1', serialNumber: 'S1', value: '100' }), line()];
    expect(kitLine(lines)).toEqual({ ...emptyLine(), productId: 7, productSlug: 'phd-30', itemName: 'PHD 30', orderNumber: 'SO-1', part: 'single-part' });
    expect(kitLine([line()])).toBeNull();
  });

  it('holds 1 to MAX_LINES lines', () => {
    const full = Array.from({ length: MAX_LINES }, () => line({ itemName: 'X' }));
    expect(canAddLine(full)).toBe(false);
    expect(kitLine(full)).toBeNull();
    expect(canAddLine(full.slice(1))).toBe(true);
    expect(canRemoveLine([line()])).toBe(false);
    expect(canRemoveLine([line(), line()])).toBe(true);
  });

  it('lists a product once per option, at most the given number', () => {
    const candidates = [
      { product: { id: 1, name: 'A', modelCode: 'A0' }, options: [] },
      { product: { id: 2, name: 'B', modelCode: 'B0' }, options: [{ id: 5, name: 'Kit', modelCode: 'B5' }, { id: 6, name: 'Lite', modelCode: '' }] },
    ];
    expect(searchChoices(candidates).map((c) => [c.key, c.label, c.modelCode])).toEqual([
      ['1', 'A', 'A0'],
      ['2-5', 'B (Kit)', 'B5'],
      ['2-6', 'B (Lite)', 'B0'],
    ]);
    expect(searchChoices(candidates, 2)).toHaveLength(2);
  });

  it('tells a kit item from a typed part name', () => {
    expect(inKit(['Probe', 'Case'], 'Probe')).toBe(true);
    expect(inKit(['Probe'], 'Something else')).toBe(false);
    expect(inKit(['Probe'], '')).toBe(false);
  });
});

describe('returns form: prefill', () => {
  it('reads ?instrument=&type= and ignores what is not an id or a booking type', () => {
    expect(prefillQuery('?instrument=12&type=calibration')).toEqual({ instrumentId: 12, type: 'calibration' });
    expect(prefillQuery('instrument=0&type=party')).toEqual({ instrumentId: null, type: null });
    expect(prefillQuery('instrument=1e3&type=warranty-repair')).toEqual({ instrumentId: null, type: 'warranty-repair' });
    expect(prefillQuery('')).toEqual({ instrumentId: null, type: null });
  });

  it('splits the account name at the first space', () => {
    expect(splitName(' Uma van User ')).toEqual({ firstName: 'Uma', lastName: 'van User' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  const user = { name: 'Uma User', email: 'uma@example.com' };
  const profile = { firstName: 'Uma', lastName: 'Usher', telephone: '0114', companyName: 'Acme', address1: '1 High St', address2: 'Unit 2', address3: 'Estate', town: 'Leeds', county: 'W Yorks', postcode: 'LS1', countryId: 1 };

  it('fills the details and invoice address from the profile, the e-mail from the account', () => {
    const values = accountDefaults({ user, profile, country: 'United Kingdom' });
    expect(values.details).toEqual({ firstName: 'Uma', lastName: 'Usher', email: 'uma@example.com', telephone: '0114', companyName: 'Acme' });
    expect(values.invoiceAddress).toEqual({ companyName: 'Acme', address1: '1 High St', address2: 'Unit 2, Estate', town: 'Leeds', county: 'W Yorks', postcode: 'LS1', country: 'United Kingdom' });
    expect(values.lines).toEqual([emptyLine()]);
  });

  it('without a profile, the account name split and the e-mail', () => {
    const values = accountDefaults({ user, profile: null, country: '' });
    expect(values.details).toMatchObject({ firstName: 'Uma', lastName: 'User', email: 'uma@example.com', telephone: '' });
  });

  it('a booking link adds its instrument as the first line and its booking type', () => {
    const base = accountDefaults({ user, profile: null, country: '' });
    const asked = withRequest(base, { productName: 'PHD 30', productSlug: 'phd-30', serialNumber: 'VH15-1' }, 'calibration');
    expect(asked.bookingType).toBe('calibration');
    expect(asked.lines[0]).toMatchObject({ itemName: 'PHD 30', serialNumber: 'VH15-1', productSlug: 'phd-30' });
    expect(withRequest(base, null, null)).toEqual(base);
  });
});

describe('returns form: checks (mirroring the server)', () => {
  it('passes a complete form', () => {
    expect(checkReturn(filled())).toEqual([]);
  });

  it('lists what is missing in the form order, with SPEC.md keys for the value and the VAT box', () => {
    const problems = checkReturn({ ...emptyReturn(), repairCentreId: '' });
    expect(problems).toEqual([
      { path: 'details.firstName', key: 'required' },
      { path: 'details.lastName', key: 'required' },
      { path: 'details.email', key: 'required' },
      { path: 'details.telephone', key: 'required' },
      { path: 'invoiceAddress.address1', key: 'required' },
      { path: 'invoiceAddress.town', key: 'required' },
      { path: 'invoiceAddress.country', key: 'choose' },
      { path: 'lines.0.itemName', key: 'required' },
      { path: 'lines.0.value', key: 'value' },
      { path: 'sendFrom', key: 'choose' },
      { path: 'bookingType', key: 'choose' },
      { path: 'repairCentreId', key: 'choose' },
      { path: 'shippingInvoice', key: 'choose' },
      { path: 'carrier', key: 'choose' },
      { path: 'vatConfirmed', key: 'vat' },
    ]);
  });

  it('asks for the part of a single part, the country outside the UK, the name of another carrier, a valid e-mail', () => {
    const values = filled({
      details: { ...filled().details, email: 'not-an-address' },
      sendFrom: 'outside-uk',
      carrier: 'other',
      lines: [line({ itemName: 'PHD 30', part: 'single-part', value: '5' })],
    });
    expect(checkReturn(values).map((p) => `${p.path}:${p.key}`)).toEqual(['details.email:email', 'lines.0.partName:required', 'sendFromCountry:choose', 'carrierOther:required']);
  });

  it('takes a value as the server does: pounds, £ and commas allowed, up to 2 decimals, more than nothing', () => {
    expect(['1250', '1,250.50', '£ 99.9', '0.01'].map(valueIsValid)).toEqual([true, true, true, true]);
    expect(['', '  ', '0', '-5', '12.345', 'ten', '1e3'].map(valueIsValid)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe('returns form: the procedure input', () => {
  it('is what ReturnInputSchema accepts: trimmed, no slug, the centre id, the value as typed', () => {
    const input = toReturnInput(filled({ repairCentreId: '12', notes: '  fragile ' }));
    expect(input).not.toBeNull();
    expect(input!.details.firstName).toBe('Uma');
    expect(input!.repairCentreId).toBe(12);
    expect(input!.notes).toBe('fragile');
    expect(input!.lines[0]).toEqual({ productId: 7, optionId: null, itemName: 'PHD 30', part: 'full-kit', partName: '', serialNumber: 'VH15-1', orderNumber: '', value: '1,250.50' });
    const parsed = ReturnInputSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.lines[0]!.value).toBe(125050);
  });

  it('sends Voltara as null, a part only for a single part, the carrier name only for "other", the country only from abroad', () => {
    const input = toReturnInput(
      filled({
        sendFromCountry: 'France',
        carrierOther: 'Bob',
        lines: [line({ itemName: 'A', partName: 'left over', value: '1' }), line({ itemName: 'A', part: 'single-part', partName: ' Probe ', value: '2' })],
      }),
    );
    expect(input).toMatchObject({ repairCentreId: null, sendFromCountry: '', carrierOther: '' });
    expect(input!.lines.map((l) => l.partName)).toEqual(['', 'Probe']);
    const abroad = toReturnInput(filled({ sendFrom: 'outside-uk', sendFromCountry: ' France ', carrier: 'other', carrierOther: ' Bob ' }));
    expect(abroad).toMatchObject({ sendFrom: 'outside-uk', sendFromCountry: 'France', carrier: 'other', carrierOther: 'Bob' });
  });

  it('is null while a choice is unanswered or the VAT box unticked', () => {
    expect(toReturnInput(filled({ bookingType: '' }))).toBeNull();
    expect(toReturnInput(filled({ vatConfirmed: false }))).toBeNull();
    expect(toReturnInput(filled({ repairCentreId: 'nonsense' }))).toBeNull();
  });

  it('maps repair centre radios both ways', () => {
    expect(centreValue(null)).toBe('voltara');
    expect(centreValue(4)).toBe('4');
    expect(centreIdOf('voltara')).toBeNull();
    expect(centreIdOf('4')).toBe(4);
    expect(centreIdOf('')).toBeUndefined();
    expect(centreIdOf('04')).toBeUndefined();
  });
});

describe('returns form: the server refusal', () => {
  it('puts each 422 message on its field, in form order, with SPEC.md words for the value and the VAT box', () => {
    const { fields, general } = serverProblems(
      {
        vatConfirmed: ['The vatConfirmed field must be accepted.'],
        'lines.1.value': ['The value field is invalid.'],
        'details.email': ['The email field must be a valid email address.'],
        'lines.0.productId': ['The productId field is invalid.'],
        lines: ['The lines field is invalid.'],
        'lines.5.value': ['beyond the form'],
      },
      2,
    );
    expect(fields).toEqual([
      { path: 'details.email', message: 'The email field must be a valid email address.', key: null },
      { path: 'lines.0.itemName', message: 'The productId field is invalid.', key: null },
      { path: 'lines.1.value', message: 'The value field is invalid.', key: 'value' },
      { path: 'vatConfirmed', message: 'The vatConfirmed field must be accepted.', key: 'vat' },
    ]);
    expect(general).toEqual(['The lines field is invalid.', 'beyond the form']);
  });

  it('knows only the form fields', () => {
    expect(formPathOf('invoiceAddress.town', 1)).toBe('invoiceAddress.town');
    expect(formPathOf('repairCentreId', 1)).toBe('repairCentreId');
    expect(formPathOf('details', 1)).toBeNull();
    expect(formPathOf('details.password', 1)).toBeNull();
    expect(formPathOf('lines.0.value.extra', 1)).toBeNull();
    expect(formPathOf('body', 1)).toBeNull();
  });

  it('names a field for the summary with its item or address', () => {
    const parts = (path: string) => labelParts(path.split('.'), RETURN_FORM_LABELS);
    expect(parts('lines.2.itemName')).toEqual({ key: 'returns:fields.item', items: [{ key: 'returns:form.item', n: 3 }] });
    expect(parts('invoiceAddress.town')).toEqual({ key: 'returns:fields.town', items: [{ key: 'returns:form.sections.invoice' }] });
    expect(parts('repairCentreId')).toEqual({ key: 'returns:fields.centre', items: [] });
    expect(parts('vatConfirmed')).toEqual({ key: 'returns:fields.vatShort', items: [] });
  });
});

describe('open returns (account overview)', () => {
  it('keeps the returns still under way', () => {
    const list = (['submitted', 'shipped', 'quoted', 'cancelled', 'serviced'] as const).map((status, id) => ({ id, status }));
    expect(openReturns(list).map((r) => r.status)).toEqual(['submitted', 'quoted', 'serviced']);
  });
});
