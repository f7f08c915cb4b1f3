import { z } from 'zod';
import { PARTNER_TIERS } from '../partners/enums';
import { oneLine } from '../validation';
import { forCompany, minorAmount, modelCode, quantity, recordId, TRADE_IMPORT_MAX_CHARS } from './trade.schema';

/**
 * /portal/pricelist and /portal/pricelist/lookup (issue 12), and the admin's prices of a price list
 * (/admin/settings/pricelists/{id}). A price is a model code at a tier from a minimum quantity (the breaks).
 */

/** The company's price list and tier (the page's heading); `companyId` only for an admin, who has no company of their own. */
export const PricelistPricingSchema = z.object({ companyId: forCompany() });

export const PricelistLookupSchema = z.object({ modelCode: modelCode(), quantity: quantity(1).default(1), companyId: forCompany() });
export type PricelistLookupInput = z.input<typeof PricelistLookupSchema>;

export const PRICELIST_FORMATS = ['csv', 'pdf'] as const;
export const PricelistDownloadSchema = z.object({ format: z.enum(PRICELIST_FORMATS).default('csv'), companyId: forCompany() });

// ------------------------------------------------------------------------------------------------------- back office

/** A price list, named by the page that shows its prices (the companies it is given to). */
export const PricelistIdSchema = z.object({ pricelistId: recordId() });

const priceFields = {
  modelCode: modelCode(),
  description: oneLine(200).default(''),
  tier: z.enum(PARTNER_TIERS),
  minQuantity: quantity(1).default(1),
  unitPrice: minorAmount(),
};

export const AdminPriceCreateSchema = z.object({ pricelistId: recordId(), ...priceFields });
export const AdminPriceUpdateSchema = z.object({ id: recordId(), ...priceFields });
export const AdminPriceIdSchema = z.object({ id: recordId() });

/** `merge` adds and updates the file's breaks; `replace` makes the file the list's whole content. */
export const PRICE_IMPORT_MODES = ['merge', 'replace'] as const;
export const AdminPriceImportSchema = z.object({
  pricelistId: recordId(),
  csv: z.string().min(1).max(TRADE_IMPORT_MAX_CHARS),
  mode: z.enum(PRICE_IMPORT_MODES).default('merge'),
});

/** The price CSV (import, and the portal's download of one tier without the tier column). */
export const PRICE_CSV_COLUMNS = ['model_code', 'tier', 'min_quantity', 'unit_price', 'description'] as const;
