import type { FormPath } from './checks';

/** How the error summary names a field: its label's key, and the item or address it belongs to. */
export interface FieldLabel {
  /** A key of the returns namespace's fields.*. */
  key: string;
  /** "Item 2: ..." for a line's field (1-based), "Invoice address: ..." for the address's. */
  item?: number;
  invoice?: boolean;
}

/** Fields whose label key is not their name. */
const KEYS: Record<string, string> = { itemName: 'item', repairCentreId: 'centre', vatConfirmed: 'vatShort' };

export function fieldLabel(path: FormPath): FieldLabel {
  const parts = path.split('.');
  const last = parts[parts.length - 1]!;
  const key = KEYS[last] ?? last;
  if (parts[0] === 'lines') return { key, item: Number(parts[1]) + 1 };
  if (parts[0] === 'invoiceAddress') return { key, invoice: true };
  return { key };
}
