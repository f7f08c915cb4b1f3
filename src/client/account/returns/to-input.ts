import type { ReturnInput } from '../../../shared/returns/return.schema';
import { centreIdOf, type ReturnFormValues } from './form-values';

/**
 * The checked form as account.returns.create takes it: texts trimmed, the kit's part only for a single part, the
 * carrier's name only for "other", the country only for a parcel from outside the UK, the repair centre's id (null:
 * Voltara). The form's own `productSlug` stays behind. Null while a closed choice is unanswered or the VAT box is
 * unticked (checkReturn says which; this never guesses an answer).
 */
export function toReturnInput(values: ReturnFormValues): ReturnInput | null {
  const { sendFrom, bookingType, shippingInvoice, carrier } = values;
  const repairCentreId = centreIdOf(values.repairCentreId);
  if (sendFrom === '' || bookingType === '' || shippingInvoice === '' || carrier === '' || repairCentreId === undefined || !values.vatConfirmed) return null;
  const trim = <T extends Record<string, string>>(group: T): T =>
    Object.fromEntries(Object.entries(group).map(([key, text]) => [key, text.trim()])) as T;
  return {
    details: trim(values.details),
    invoiceAddress: trim(values.invoiceAddress),
    sendFrom,
    sendFromCountry: sendFrom === 'outside-uk' ? values.sendFromCountry.trim() : '',
    lines: values.lines.map((line) => ({
      productId: line.productId,
      optionId: line.optionId,
      itemName: line.itemName.trim(),
      part: line.part,
      partName: line.part === 'single-part' ? line.partName.trim() : '',
      serialNumber: line.serialNumber.trim(),
      orderNumber: line.orderNumber.trim(),
      value: line.value.trim(),
    })),
    bookingType,
    repairCentreId,
    shippingInvoice,
    carrier,
    carrierOther: carrier === 'other' ? values.carrierOther.trim() : '',
    notes: values.notes.trim(),
    vatConfirmed: true,
  };
}
