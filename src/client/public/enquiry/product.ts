/** The product (or one of its options) an enquiry is about: passed from the product page's button to its dialog. */
export interface EnquiryProduct {
  id: number;
  name: string;
  optionId?: number;
  optionName?: string;
}

/** The product fields of the enquiry route for `product`: its id, and its option's when it is one. */
export function productOf(product: EnquiryProduct): { productId: number; optionId?: number } {
  return product.optionId ? { productId: product.id, optionId: product.optionId } : { productId: product.id };
}
