import { countryLabel } from '../../../shared/countries/country-names';
import { eq } from 'drizzle-orm';
import type { CalibrationContent, ConformityContent } from '../../../shared/certificates/certificate.schema';
import { WORKS_ADDRESS } from '../../../shared/enquiries/form-options';
import { BRAND } from '../../../shared/settings/brand';
import type { Locale } from '../../../shared/locales';
import type { Database } from '../../db/client';
import { companies, countries, profiles, serials, users } from '../../db/schema';
import { instrumentName, optionSummary, productSummary } from '../serials/product-columns';
import { selectInstruments } from '../serials/instrument-select';
import { serverTexts } from '../../texts';

/** Voltara's own laboratory, printed on the calibration and conformity certificates it issues. */
export const VOLTARA_LABORATORY = {
  name: 'Voltara Test Equipment Ltd, Calibration Laboratory',
  address: WORKS_ADDRESS.slice(1).join(', '),
  accreditation: '',
};

/** The company itself, the issuer of a training certificate: a course is not a laboratory's work (issue 30 item 12). */
export const VOLTARA_TRAINING_ISSUER = {
  name: BRAND.company,
  address: WORKS_ADDRESS.slice(1).join(', '),
  accreditation: '',
};

/** The instrument as a certificate names it, in the certificate's language. */
export async function instrumentOf(db: Database, serialId: number, locale: Locale) {
  const [row] = await selectInstruments({ db }, { serial: serials, product: productSummary, option: optionSummary })
    .where(eq(serials.id, serialId));
  if (!row) throw new Error(`serial ${serialId} not found`);
  return {
    serial: row.serial,
    instrument: { name: instrumentName(row.product, row.option, locale), model: row.option?.modelCode || row.product.modelCode, serial: row.serial.number },
  };
}

/** The customer block: the owner's name and, from the profile, company and address (its country in the certificate's language). */
export async function customerOf(db: Database, userId: string | null, locale: Locale) {
  if (!userId) return { name: '', company: '', address: '' };
  const [row] = await db
    .select({ user: users, profile: profiles, country: countries.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(countries, eq(countries.id, profiles.countryId))
    .where(eq(users.id, userId));
  if (!row) return { name: '', company: '', address: '' };
  const p = row.profile;
  const address = p ? [p.address1, p.address2, p.address3, p.town, p.county, p.postcode, row.country === null ? '' : countryLabel(row.country, locale)].filter(Boolean).join(', ') : '';
  return { name: row.user.name, company: p?.companyName ?? '', address };
}

/** The laboratory of a service record: Voltara's, or the certified partner's that did the work. */
export async function laboratoryOf(db: Database, companyId: number | null, locale: Locale) {
  if (companyId === null) return VOLTARA_LABORATORY;
  const [company] = await db.select({ name: companies.name, country: countries.name }).from(companies).leftJoin(countries, eq(countries.id, companies.countryId)).where(eq(companies.id, companyId));
  return company ? { name: company.name, address: company.country === null ? '' : countryLabel(company.country, locale), accreditation: '' } : VOLTARA_LABORATORY;
}

export interface CalibrationFacts {
  locale: Locale;
  calibratedOn: string;
  receivedOn: string;
  procedure: string;
  references: CalibrationContent['references'];
  environment: CalibrationContent['environment'];
  results: CalibrationContent['results'];
  signatory: string;
  recommendedIntervalMonths: number | null;
  remarks: string;
}

export function calibrationContent(
  base: { laboratory: CalibrationContent['laboratory']; customer: CalibrationContent['customer']; instrument: CalibrationContent['instrument'] },
  facts: CalibrationFacts,
): CalibrationContent {
  // The fixed sentences are frozen into the content in the certificate's language when it is issued.
  const statements = serverTexts(facts.locale).pdf.statements;
  return {
    kind: 'calibration',
    ...base,
    calibratedOn: facts.calibratedOn,
    receivedOn: facts.receivedOn,
    procedure: facts.procedure,
    references: facts.references,
    environment: facts.environment,
    results: facts.results,
    uncertaintyStatement: statements.uncertainty,
    traceability: statements.traceability,
    signatory: { name: facts.signatory, role: statements.signatoryRole.calibration },
    recommendedIntervalMonths: facts.recommendedIntervalMonths,
    remarks: facts.remarks,
  };
}

/** The standards every instrument is built and tested to (its CE marking). */
export const CONFORMITY_STANDARDS = ['EN 61010-1:2010+A1:2019', 'EN 61326-1:2021', '2014/35/EU Low Voltage Directive', '2014/30/EU EMC Directive'];

export function conformityContent(
  base: { customer: ConformityContent['customer']; instrument: ConformityContent['instrument'] },
  builtOn: string,
  locale: Locale,
): ConformityContent {
  const statements = serverTexts(locale).pdf.statements;
  return {
    kind: 'conformity',
    laboratory: VOLTARA_LABORATORY,
    ...base,
    builtOn,
    standards: CONFORMITY_STANDARDS,
    statement: statements.conformity,
    signatory: { name: 'Helen Marsh', role: statements.signatoryRole.quality },
  };
}
