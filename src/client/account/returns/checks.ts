import type { FieldPath } from 'react-hook-form';
import type { ReturnFormValues } from './form-values';

/** A field of the form by its dotted path ("lines.0.value"): the server's 422 paths are the same. */
export type FormPath = FieldPath<ReturnFormValues>;

/** Keys of the returns namespace's errors.*; value and vat are SPEC.md's exact messages. */
export type ProblemKey = 'required' | 'choose' | 'email' | 'value' | 'vat';

export interface Problem {
  path: FormPath;
  key: ProblemKey;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's rule for a value (return.schema.ts): pounds, up to two decimals, more than nothing; £ and commas allowed. */
export function valueIsValid(raw: string): boolean {
  const text = raw.replace(/[£,\s]/g, '');
  return text !== '' && /^\d{1,9}(\.\d{1,2})?$/.test(text) && Number(text) > 0;
}

const blank = (text: string) => text.trim() === '';

/**
 * What the server would refuse, said before sending, in the form's order (the summary lists them so). Two checks go
 * further than the schema, because the paperwork is useless without them: the name of a single part, and the
 * carrier's name when it is "other", and the country a parcel leaves from outside the UK.
 */
export function checkReturn(values: ReturnFormValues): Problem[] {
  const problems: Problem[] = [];
  const need = (path: FormPath, text: string) => {
    if (blank(text)) problems.push({ path, key: 'required' });
  };
  const choose = (path: FormPath, value: string) => {
    if (value === '') problems.push({ path, key: 'choose' });
  };

  const { details, invoiceAddress: address } = values;
  need('details.firstName', details.firstName);
  need('details.lastName', details.lastName);
  if (blank(details.email)) problems.push({ path: 'details.email', key: 'required' });
  else if (!EMAIL.test(details.email.trim())) problems.push({ path: 'details.email', key: 'email' });
  need('details.telephone', details.telephone);
  need('invoiceAddress.address1', address.address1);
  need('invoiceAddress.town', address.town);
  choose('invoiceAddress.country', address.country);

  values.lines.forEach((line, index) => {
    need(`lines.${index}.itemName`, line.itemName);
    if (line.part === 'single-part') need(`lines.${index}.partName`, line.partName);
    if (!valueIsValid(line.value)) problems.push({ path: `lines.${index}.value`, key: 'value' });
  });

  choose('sendFrom', values.sendFrom);
  if (values.sendFrom === 'outside-uk') choose('sendFromCountry', values.sendFromCountry);
  choose('bookingType', values.bookingType);
  choose('repairCentreId', values.repairCentreId);
  choose('shippingInvoice', values.shippingInvoice);
  choose('carrier', values.carrier);
  if (values.carrier === 'other') need('carrierOther', values.carrierOther);
  if (!values.vatConfirmed) problems.push({ path: 'vatConfirmed', key: 'vat' });
  return problems;
}
