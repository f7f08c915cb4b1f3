import { and, eq } from 'drizzle-orm';
import type { Enquiry } from '../../../shared/enquiries/enquiry.schema';
import { localizedField, type Locale } from '../../../shared/locales';
import { formatMessage } from '../../../shared/validation';
import type { AppDeps } from '../../deps';
import { productOptions, products } from '../../db/schema';
import { validationError } from '../../errors';
import { enquiryNoticeMail, enquiryReceiptMail } from '../../mail/enquiry-templates';
import type { PreparedEnquiry } from './prepared';

/**
 * A product page's question, enquiry or training booking (also sent from the training pages): about one published
 * product (and option), e-mailed with the templates of issue 8.
 */
export async function prepareProductEnquiry(deps: AppDeps, enquiry: Enquiry, locale: Locale): Promise<PreparedEnquiry> {
  const productName = await productNameOf(deps, enquiry, locale);
  return {
    email: enquiry.email.toLowerCase(),
    columns: {
      productId: enquiry.productId,
      optionId: enquiry.optionId ?? null,
      name: enquiry.name,
      company: enquiry.company,
      telephone: enquiry.telephone,
      country: enquiry.country,
      message: enquiry.message,
    },
    details: detailsOf(enquiry),
    consents: { dealer: enquiry.consents.dealer, marketing: enquiry.consents.marketing },
    notice: (id, to) => enquiryNoticeMail(to, enquiry, id, productName, locale),
    receipt: (id, receiptLocale) => enquiryReceiptMail(enquiry, id, productName, receiptLocale),
  };
}

/** What only one kind asks, kept as JSON beside the common columns. */
function detailsOf(enquiry: Enquiry): Record<string, unknown> {
  if (enquiry.kind === 'product-enquiry') return { quantity: enquiry.quantity };
  if (enquiry.kind === 'training') {
    return {
      attendees: enquiry.attendees,
      preferredDate: enquiry.preferredDate,
      preferredTime: enquiry.preferredTime,
      ...(enquiry.sector ? { sector: enquiry.sector } : {}),
    };
  }
  return {};
}

/** The product (and option) the form is about: published, and the option one of its own; otherwise a field error. */
async function productNameOf(deps: AppDeps, enquiry: Enquiry, locale: Locale): Promise<string> {
  const [product] = await deps.db
    .select()
    .from(products)
    .where(and(eq(products.id, enquiry.productId), eq(products.published, true)));
  if (!product) throw validationError({ productId: [formatMessage('invalid', 'productId', locale)] });
  const name = `${localizedField(product, 'name', 'en')}${product.modelCode ? ` (${product.modelCode})` : ''}`;
  if (enquiry.optionId === undefined) return name;
  const [option] = await deps.db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.id, enquiry.optionId), eq(productOptions.productId, product.id), eq(productOptions.published, true)));
  if (!option) throw validationError({ optionId: [formatMessage('invalid', 'optionId', locale)] });
  return `${name}, ${localizedField(option, 'name', 'en')}${option.modelCode ? ` (${option.modelCode})` : ''}`;
}
