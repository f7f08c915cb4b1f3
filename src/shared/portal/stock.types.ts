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

export interface StockPage {
  rows: StockRow[];
  total: number;
  /** The company's levels that are low, whatever the filter. */
  lowCount: number;
  page: number;
  pageSize: number;
  allCompanies: boolean;
}

/** A model code of the catalogue: a product's or one of its options'. */
export interface CatalogueModel {
  modelCode: string;
  name: string;
  productId: number;
}
