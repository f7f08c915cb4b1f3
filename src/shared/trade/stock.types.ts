/** A model code of the catalogue: a product's or one of its options'. */
export interface CatalogueModel {
  modelCode: string;
  name: string;
  productId: number;
}
