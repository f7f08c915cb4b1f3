import type { PartnerTier } from '../partners/enums';

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

/** A company a price list is given to, with the tier it buys at (the back office's price list page). */
export interface PricelistCompany {
  id: number;
  name: string;
  tier: PartnerTier;
}
