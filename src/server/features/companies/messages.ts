import type { Locale } from '../../../shared/locales';
import { DomainError, type FieldErrors } from '../../errors';
import { serverTexts, type ServerTexts } from '../../texts';

/** The refusals of the companies back office, in the admin's language. */
type CompanyRule = keyof ServerTexts['companies'];

/** 409 naming the field that collides (the form shows it under that field). */
export const companyConflict = (rule: CompanyRule, field: string, locale: Locale) =>
  new DomainError(409, serverTexts(locale).companies[rule], { [field]: [serverTexts(locale).companies[rule]] } satisfies FieldErrors);

/** 422 naming the field with a reference the database does not have. */
export const companyFieldError = (rule: CompanyRule, field: string, locale: Locale) =>
  new DomainError(422, serverTexts(locale).companies[rule], { [field]: [serverTexts(locale).companies[rule]] });
