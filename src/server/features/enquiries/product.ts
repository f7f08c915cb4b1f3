import { countryLabel } from '../../../shared/countries/country-names';
import { and, eq } from 'drizzle-orm';
import type { Enquiry } from '../../../shared/enquiries/enquiry.schema';
import type { TrainingSector } from '../../../shared/enquiries/form-options';
import { localizedField, type Locale } from '../../../shared/locales';
import { formatLongDate } from '../../../shared/format';
import type { AppDeps } from '../../deps';
import { productOptions } from '../../db/schema';
import { validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { formNoticeMail, formReceiptMail, type Lines } from './form-mail';
import { productLabel } from './form-refs';
import { formText } from './form-texts';
import type { PreparedEnquiry } from './prepared';

/**
 * A product page's question, enquiry or training booking (also sent from the training pages): about one published
 * product (and option), e-mailed like every other form (form-mail.ts), each line labelled and valued in the
 * language of the mail.
 */
export async function prepareProductEnquiry(deps: AppDeps, enquiry: Enquiry, locale: Locale): Promise<PreparedEnquiry> {
  const product = await productNameOf(deps, enquiry, locale);
  const email = enquiry.email.toLowerCase();
  const lines = enquiryLines(enquiry, email, product);
  return {
    email,
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
    notice: (id, to) => formNoticeMail(enquiry.kind, to, id, product('en'), lines, locale),
    receipt: (id, receiptLocale) => formReceiptMail(enquiry.kind, email, enquiry.name, id, lines, receiptLocale),
  };
}

/** The training pages' sector, by the title of its page ("Coatings training"). */
const SECTOR_TITLE: Record<TrainingSector, string> = {
  coatings: 'titles.trainingCoatings',
  plastics: 'titles.trainingPlastics',
  subsea: 'titles.trainingSubsea',
  medical: 'titles.trainingMedical',
  'leak-detection': 'titles.trainingLeakDetection',
};

/** The form's fields as label and value lines in one language (the receipt's and, in English, the notice's). */
function enquiryLines(enquiry: Enquiry, email: string, product: (language: Locale) => string): Lines {
  return (l) => {
    const label = (key: string) => formText(l, key);
    const lines: Array<[string, string]> = [
      [label('fields.name'), enquiry.name],
      [label('fields.email'), email],
      [label('fields.companyName'), enquiry.company],
      [label('fields.telephone'), enquiry.telephone],
      [label('fields.country'), countryLabel(enquiry.country, l)],
      [label('fields.product'), product(l)],
    ];
    if (enquiry.kind === 'product-enquiry') lines.push([label('mail.quantity'), String(enquiry.quantity)]);
    if (enquiry.kind === 'training') {
      if (enquiry.sector) lines.push([label('mail.trainingSector'), label(SECTOR_TITLE[enquiry.sector])]);
      lines.push([label('mail.attendees'), enquiry.attendees.map((a) => a.name).join(', ')]);
      lines.push([label('fields.preferredDate'), formatLongDate(enquiry.preferredDate, l)]);
      lines.push([label('fields.preferredTime'), label(`times.${enquiry.preferredTime}`)]);
    }
    lines.push([label('fields.message'), enquiry.message]);
    return lines;
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

/** The product (and option) the form is about, in any language: published, and the option one of its own; otherwise a field error. */
async function productNameOf(deps: AppDeps, enquiry: Enquiry, locale: Locale): Promise<(language: Locale) => string> {
  const product = await productLabel(deps, enquiry.productId, locale);
  if (enquiry.optionId === undefined) return product;
  const [option] = await deps.db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.id, enquiry.optionId), eq(productOptions.productId, enquiry.productId), eq(productOptions.published, true)));
  if (!option) throw validationError({ optionId: [fieldMessage('invalid', 'optionId', locale)] });
  return (language) => `${product(language)}, ${localizedField(option, 'name', language)}${option.modelCode ? ` (${option.modelCode})` : ''}`;
}
