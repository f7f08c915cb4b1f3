import type { OffsetPage } from '../list/page';
import type { PartnerTier } from './enums';

export interface PriceBreak {
  minQuantity: number;
  /** Minor units of the list's currency. */
  unitPrice: number;
}

export interface PricelistHeader {
  id: number;
  name: string;
  currency: string;
  validFrom: string | null;
}

/** One model code of the company's price list with its quantity breaks (lowest quantity first). */
export interface PricelistItem {
  modelCode: string;
  description: string;
  breaks: PriceBreak[];
}

/**
 * /portal/pricelist. `pricelist` null: the company has no price list (or, for an admin, no company was named). Only
 * the company's own tier is ever read, so another tier's prices never reach the browser.
 */
/** A page of model codes (rows) matching the search, each with its breaks. */
export interface PricelistView extends OffsetPage<PricelistItem> {
  pricelist: PricelistHeader | null;
  tier: PartnerTier | null;
  companyName: string;
}

export interface PriceLookup {
  modelCode: string;
  description: string;
  currency: string;
  quantity: number;
  /** The break that applies: the highest minimum quantity not above the quantity. */
  appliedMinQuantity: number;
  unitPrice: number;
  lineTotal: number;
  breaks: PriceBreak[];
  /** The quantity is below the lowest break: priced at the lowest break, which the partner should know. */
  belowLowestBreak: boolean;
}

/** A price in the back office (every tier). */
export interface AdminPriceRow {
  id: number;
  modelCode: string;
  description: string;
  tier: PartnerTier;
  minQuantity: number;
  unitPrice: number;
}

export interface AdminPricesPage extends OffsetPage<AdminPriceRow> {
  pricelist: PricelistHeader & { active: boolean };
  /** The companies that use the list, with their tier. */
  companies: Array<{ id: number; name: string; tier: PartnerTier }>;
}
