import { emptyLine, MAX_LINES, type LineValues } from './form-values';

/** A product as the search (account.registration.search) or the catalogue names it. */
export interface ProductPick {
  id: number;
  name: string;
  /** Not in the search's answer yet (see the report to the lead); the kit list needs it. */
  slug?: string;
}

/** One of the account's instruments (account.products.choices / get). */
export interface InstrumentPick {
  productName: string;
  productSlug: string;
  serialNumber: string;
  /** Only the detail answer has it. */
  optionName?: string;
  /** Not in the instruments' answers yet; the server links the serial by its number meanwhile. */
  productId?: number;
  optionId?: number | null;
}

/** How an item is named on the return: the product, and its option when one is known. */
export function itemNameOf(productName: string, optionName?: string | null): string {
  return optionName ? `${productName} (${optionName})` : productName;
}

/** The product side of a line picked from the search; what the customer typed for the rest stays. */
export function withProduct(line: LineValues, product: ProductPick, option: { id: number; name: string } | null = null): LineValues {
  return {
    ...line,
    productId: product.id,
    optionId: option?.id ?? null,
    productSlug: product.slug ?? '',
    itemName: itemNameOf(product.name, option?.name),
    // A part chosen from another product's kit means nothing for this one.
    partName: line.productSlug === (product.slug ?? '') && line.productId === product.id ? line.partName : '',
  };
}

/** A line for one of "My instruments": its product and serial number. */
export function withInstrument(line: LineValues, instrument: InstrumentPick): LineValues {
  return {
    ...line,
    productId: instrument.productId ?? null,
    optionId: instrument.optionId ?? null,
    productSlug: instrument.productSlug,
    itemName: itemNameOf(instrument.productName, instrument.optionName),
    serialNumber: instrument.serialNumber,
    partName: line.productSlug === instrument.productSlug ? line.partName : '',
  };
}

/**
 * Typing in the item box after a product was chosen: the line now names something of its own, so the product (and
 * a part from its kit) no longer applies. A line that names no product is left as it is.
 */
export function detachProduct(line: LineValues): LineValues {
  if (line.productId === null && line.optionId === null && line.productSlug === '') return line;
  return { ...line, productId: null, optionId: null, productSlug: '', partName: '' };
}

/** A search answer's product (shared/serials RegistrationCandidate), with its slug once the server sends it. */
export interface SearchCandidate {
  product: ProductPick & { modelCode: string };
  options: ReadonlyArray<{ id: number; name: string; modelCode: string }>;
}

export interface SearchChoice {
  key: string;
  product: ProductPick;
  option: { id: number; name: string } | null;
  label: string;
  modelCode: string;
}

/** The search's products as the list offers them: a product with options once per option, at most `max` rows. */
export function searchChoices(candidates: readonly SearchCandidate[], max = 12): SearchChoice[] {
  const choices = candidates.flatMap((candidate): SearchChoice[] => {
    const { product } = candidate;
    if (candidate.options.length === 0) return [{ key: `${product.id}`, product, option: null, label: product.name, modelCode: product.modelCode }];
    return candidate.options.map((option) => ({
      key: `${product.id}-${option.id}`,
      product,
      option: { id: option.id, name: option.name },
      label: itemNameOf(product.name, option.name),
      modelCode: option.modelCode || product.modelCode,
    }));
  });
  return choices.slice(0, max);
}

export const canAddLine = (lines: readonly LineValues[]): boolean => lines.length < MAX_LINES;
export const canRemoveLine = (lines: readonly LineValues[]): boolean => lines.length > 1;

/** The last line that names an item: what "Add another item from the kit" adds a part of. */
export function kitSource(lines: readonly LineValues[]): LineValues | null {
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index]!;
    if (line.itemName.trim() !== '') return line;
  }
  return null;
}

/**
 * "Add another item from the kit": a new line for the same product (and order), a single part to name. Its serial
 * number and value are the part's own, so they start empty. Null when no line names an item yet, or the list is full.
 */
export function kitLine(lines: readonly LineValues[]): LineValues | null {
  const source = kitSource(lines);
  if (!source || !canAddLine(lines)) return null;
  return {
    ...emptyLine(),
    productId: source.productId,
    optionId: source.optionId,
    productSlug: source.productSlug,
    itemName: source.itemName,
    orderNumber: source.orderNumber,
    part: 'single-part',
  };
}

/** Whether a part name is one of the kit's items (the select shows it) or typed (the text box shows it). */
export const inKit = (kit: readonly string[], partName: string): boolean => partName !== '' && kit.includes(partName);
