/** How one product relates to another on its page (SPEC.md section 2 "Product page sections"), in page order. */
export const PRODUCT_RELATION_KINDS = [
  'accessory',
  'part',
  'probe',
  'service-tool',
  'compatible',
  'related',
] as const;
export type ProductRelationKind = (typeof PRODUCT_RELATION_KINDS)[number];

/**
 * What a visitor's form is about. The catalogue's product forms come first; the other public forms (contact, quote,
 * dealer application, training and calibration bookings) store through the same enquiry table.
 */
export const ENQUIRY_KINDS = [
  'product-question',
  'product-enquiry',
  'training',
  'contact',
  'quote',
  'dealer-application',
  'calibration',
  /** /questionnaire: the answers to the questionnaire of the settings (issue 9). */
  'questionnaire',
] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/**
 * `spam`: a form whose hidden field was filled (a robot). It is kept, answered like a success and sent nowhere; the
 * inbox leaves it out unless asked for it, and an admin can take it back as 'new' ("not spam").
 */
export const ENQUIRY_STATUSES = ['new', 'assigned', 'done', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
