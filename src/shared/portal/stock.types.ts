import type { OffsetPage } from '../list/page';
export interface StockRow {
  id: number;
  modelCode: string;
  productName: string;
  quantity: number;
  threshold: number;
  /** At or under its threshold (a threshold of 0 never warns). */
  low: boolean;
  updatedAt: string;
  companyName: string;
}

export interface StockPage extends OffsetPage<StockRow> {
  /** The company's levels that are low, whatever the filter. */
  lowCount: number;
  allCompanies: boolean;
}

/** A model code of the catalogue: a product's or one of its options'. */
export interface CatalogueModel {
  modelCode: string;
  name: string;
  productId: number;
}
