/** The product (or one of its options) an enquiry is about: passed from the product page's button to its dialog. */
export interface EnquiryProduct {
  id: number;
  name: string;
  optionId?: number;
  optionName?: string;
}
