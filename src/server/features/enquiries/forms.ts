import type { CalibrationBooking, ContactForm, DealerApplication, FormEnquiry } from '../../../shared/enquiries/enquiry.schema';
import { labelled } from '../../../shared/punctuation';
import type { Locale } from '../../../shared/locales';
import { countryLabel } from '../../../shared/countries/country-names';
import { formatLongDate } from '../../../shared/format';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { ownInstrumentId } from './calibration-instrument';
import { categoryRows, countryName, industrySectorRow, nameIn, productLabel } from './form-refs';
import { formNoticeMail, formReceiptMail, type Lines } from './form-mail';
import { formText } from './form-texts';
import type { PreparedEnquiry } from './prepared';

/**
 * The forms of issue 9 (contact and quotation, dealer application, calibration booking) made ready to store: the ids
 * they name resolved (or refused as field errors), the common columns filled, the rest kept in `details`, and the
 * e-mails' lines labelled with the form's own texts.
 */
export function prepareFormEnquiry(deps: AppDeps, form: FormEnquiry, locale: Locale, actor: Actor | null): Promise<PreparedEnquiry> {
  switch (form.kind) {
    case 'contact':
    case 'quote':
      return prepareContact(deps, form, locale);
    case 'dealer-application':
      return prepareApplication(deps, form, locale);
    case 'calibration':
      return prepareCalibration(deps, form, locale, actor);
  }
}

const yesNo = (value: boolean, language: Locale) => formText(language, value ? 'mail.yes' : 'mail.no');
const label = (language: Locale, key: string) => formText(language, key);

function mails(form: FormEnquiry, email: string, greeting: string, subject: string, lines: Lines, locale: Locale) {
  return {
    notice: (id: number, to: string) => formNoticeMail(form.kind, to, id, subject, lines, locale),
    receipt: (id: number, receiptLocale: Locale) => formReceiptMail(form.kind, email, greeting, id, lines, receiptLocale),
  };
}

async function prepareContact(deps: AppDeps, form: ContactForm, locale: Locale): Promise<PreparedEnquiry> {
  const country = await countryName(deps, form.countryId, locale);
  const email = form.email.toLowerCase();
  const name = `${form.firstName} ${form.lastName}`;
  const lines: Lines = (l) => [
    [label(l, 'mail.requestType'), label(l, `requestTypes.${form.kind}`)],
    [label(l, 'fields.name'), [form.title ? label(l, `personTitles.${form.title}`) : '', name].filter(Boolean).join(' ')],
    [label(l, 'fields.email'), email],
    [label(l, 'fields.telephone'), form.telephone],
    [label(l, 'fields.pleaseCall'), yesNo(form.pleaseCall, l)],
    [label(l, 'fields.companyName'), form.companyName],
    [label(l, 'fields.address'), [form.address, form.town, form.county, form.postcode].filter(Boolean).join(', ')],
    [label(l, 'fields.country'), countryLabel(country, l)],
    [label(l, 'mail.industries'), ticked(form.industries, 'industries', form.industryOther, l)],
    [label(l, 'mail.hearAbout'), ticked(form.hearAbout, 'hearAbout', form.hearAboutOther, l)],
    [label(l, 'fields.message'), form.message],
  ];
  return {
    email,
    columns: { name, company: form.companyName, telephone: form.telephone, country, message: form.message },
    details: {
      title: form.title,
      firstName: form.firstName,
      lastName: form.lastName,
      address: form.address,
      postcode: form.postcode,
      town: form.town,
      county: form.county,
      countryId: form.countryId,
      pleaseCall: form.pleaseCall,
      industries: form.industries,
      industryOther: form.industryOther,
      hearAbout: form.hearAbout,
      hearAboutOther: form.hearAboutOther,
    },
    consents: { dealer: form.consents.dealer, marketing: form.consents.marketing },
    ...mails(form, email, name, `${name}${form.companyName ? `, ${form.companyName}` : ''} (${country})`, lines, locale),
  };
}

/** "Coatings, Roofing, Other: tank linings": the ticked items by their labels, the specify text after "Other". */
function ticked(items: readonly string[], group: string, other: string, language: Locale): string {
  return items
    .map((item) => {
      const text = label(language, `${group}.${item}`);
      return item === 'other' && other ? labelled(language, text, other) : text;
    })
    .join(', ');
}

async function prepareApplication(deps: AppDeps, form: DealerApplication, locale: Locale): Promise<PreparedEnquiry> {
  const [country, range, sector] = await Promise.all([
    countryName(deps, form.countryId, locale),
    categoryRows(deps, form.productRange, locale),
    industrySectorRow(deps, form.industrySectorId, locale),
  ]);
  const email = form.companyEmail.toLowerCase();
  const lines: Lines = (l) => [
    [label(l, 'fields.applicationType'), label(l, `applicationTypes.${form.applicationType}`)],
    [label(l, 'fields.dealershipType'), label(l, `dealershipTypes.${form.dealershipType}`)],
    [label(l, 'fields.productRange'), range.map((row) => nameIn(row, l)).join(', ')],
    [label(l, 'fields.companyName'), form.companyName],
    [label(l, 'fields.companyEmail'), email],
    [label(l, 'fields.companyTelephone'), form.companyTelephone],
    [label(l, 'fields.companyAddress'), form.companyAddress],
    [label(l, 'fields.country'), countryLabel(country, l)],
    [label(l, 'fields.companyVATNumber'), form.companyVATNumber],
    [label(l, 'fields.contactName'), form.contactName],
    [label(l, 'fields.industrySector'), nameIn(sector, l)],
    [label(l, 'fields.notes'), form.message],
  ];
  return {
    email,
    columns: { name: form.contactName, company: form.companyName, telephone: form.companyTelephone, country, message: form.message },
    details: {
      applicationType: form.applicationType,
      dealershipType: form.dealershipType,
      productRange: range.map((row) => ({ id: row.id, name: nameIn(row, 'en') })),
      companyAddress: form.companyAddress,
      companyVATNumber: form.companyVATNumber,
      countryId: form.countryId,
      industrySector: { id: form.industrySectorId, name: nameIn(sector, 'en') },
    },
    consents: { dealer: form.consents.dealer, marketing: form.consents.marketing },
    ...mails(form, email, form.contactName, `${form.companyName} (${country})`, lines, locale),
  };
}

/** A signed-in customer's own registered instrument is linked by `serialId` (the admin's page links to it). */
async function prepareCalibration(deps: AppDeps, form: CalibrationBooking, locale: Locale, actor: Actor | null): Promise<PreparedEnquiry> {
  const [country, product, serialId] = await Promise.all([
    countryName(deps, form.countryId, locale),
    productLabel(deps, form.productId, locale),
    ownInstrumentId(deps, actor, form.productId, form.serial),
  ]);
  const email = form.email.toLowerCase();
  const lines: Lines = (l) => [
    [label(l, 'fields.product'), product(l)],
    [label(l, 'fields.serial'), form.serial],
    [label(l, 'fields.preferredDate'), formatLongDate(form.preferredDate, l)],
    [label(l, 'fields.delivery'), label(l, `delivery.${form.delivery}`)],
    [label(l, 'fields.returnAddress'), form.returnAddress],
    [label(l, 'fields.country'), countryLabel(country, l)],
    [label(l, 'fields.name'), form.name],
    [label(l, 'fields.email'), email],
    [label(l, 'fields.telephone'), form.telephone],
    [label(l, 'fields.companyName'), form.companyName],
    [label(l, 'fields.notes'), form.message],
  ];
  return {
    email,
    columns: { productId: form.productId, name: form.name, company: form.companyName, telephone: form.telephone, country, message: form.message },
    details: {
      serial: form.serial,
      ...(serialId === null ? {} : { serialId }),
      preferredDate: form.preferredDate,
      delivery: form.delivery,
      returnAddress: form.returnAddress,
      countryId: form.countryId,
    },
    consents: { dealer: form.consents.dealer, marketing: form.consents.marketing },
    ...mails(form, email, form.name, `${product('en')}, ${form.serial}`, lines, locale),
  };
}
