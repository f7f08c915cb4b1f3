/**
 * What the forms' pages read besides the countries and categories (public.enquiries.*), in one language. Without zod:
 * the pages import these types only.
 */

/** An expert of the admin's experts content (/admin/content/experts): "ask the experts" on the contact page. */
export interface FormExpert {
  id: number;
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  imageUrl: string;
  /** The country the expert covers, '' when none. */
  country: string;
}

/** A published instrument a training course or a calibration can be booked for. */
export interface FormProduct {
  id: number;
  name: string;
  modelCode: string;
  /** Slugs of its applications (industries): a sector's training page lists that sector's products first. */
  applications: string[];
}

/** An industry sector of the settings (/admin/settings/industrysectors), for the dealer application. */
export interface FormIndustrySector {
  id: number;
  name: string;
}
