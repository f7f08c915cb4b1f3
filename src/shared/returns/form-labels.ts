import type { FormLabels, LabelKey } from '../field-labels';

const RETURN_FIELDS = [
  'firstName', 'lastName', 'email', 'telephone', 'companyName', 'address1', 'address2', 'town', 'county', 'postcode',
  'country', 'part', 'partName', 'serialNumber', 'orderNumber', 'value', 'sendFrom', 'sendFromCountry', 'bookingType',
  'shippingInvoice', 'carrier', 'carrierOther', 'notes', 'trackingNumber',
] as const;

/**
 * The returns form's labels (account and portal alike), as its fields show them: the server's 422 and the form's own
 * error summary name a field the same way ("Item 2: Part name", "Invoice address: Postcode").
 */
export const RETURN_FORM_LABELS: FormLabels = {
  fields: {
    ...Object.fromEntries(RETURN_FIELDS.map((name): [string, LabelKey] => [name, `returns:fields.${name}`])),
    itemName: 'returns:fields.item',
    repairCentreId: 'returns:fields.centre',
    vatConfirmed: 'returns:fields.vatShort',
    attachmentId: 'returns:fields.attachment',
    details: 'returns:form.sections.details',
    invoiceAddress: 'returns:form.sections.invoice',
    lines: 'returns:form.sections.lines',
  },
  items: { lines: 'returns:form.item' },
  groups: { invoiceAddress: 'returns:form.sections.invoice' },
};
