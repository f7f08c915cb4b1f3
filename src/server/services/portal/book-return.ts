import type { Locale } from '../../../shared/locales';
import { CompanyReturnTargetSchema } from '../../../shared/portal/returns.schema';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { validationError } from '../../errors';
import { localizedFieldErrors } from '../../validation';
import { createReturn } from '../returns/create';
import { targetCompany } from './trade/company';

/**
 * /portal/returns/return: a partner books a return for an end customer with the account's form and rules
 * (createReturn: SPEC.md's messages, the RMA number, the printouts, the e-mails to the end customer and to the
 * booker). The return belongs to the booker's company, so every colleague finds it under /portal/returns; a serial
 * typed on a line is linked when it is one the company sold. An admin names the company (`companyId`).
 */
export async function bookCompanyReturn(deps: AppDeps, actor: Actor, input: unknown, locale: Locale): Promise<{ id: number; rmaNumber: string }> {
  // The form itself is checked by createReturn; a body that is no object fails there with its own message.
  const target = CompanyReturnTargetSchema.safeParse(typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {});
  if (!target.success) throw validationError(localizedFieldErrors(target.error.issues, locale));
  const company = await targetCompany(deps, actor, target.data.companyId, locale);
  return createReturn(deps, actor, input, locale, { companyId: company.id });
}
