import type { CompanyReturnBooking } from '../../../shared/returns/portal-returns.schema';
import { createReturn } from './create';
import { targetCompany } from '../trade/company';
import type { Ctx } from '../../service-context';

/**
 * /portal/returns/return: a partner books a return for an end customer with the account's form and rules
 * (createReturn: SPEC.md's messages, the RMA number, the printouts, the e-mails to the end customer and to the
 * booker). The return belongs to the booker's company, so every colleague finds it under /portal/returns; a serial
 * typed on a line is linked when it is one the company sold. An admin names the company (`companyId`).
 */
export async function bookCompanyReturn(ctx: Ctx<'deps' | 'actor' | 'locale'>, data: CompanyReturnBooking): Promise<{ id: number; rmaNumber: string }> {
  const { deps, actor, locale } = ctx;
  const { companyId, ...form } = data;
  const company = await targetCompany(deps, actor, companyId, locale);
  return createReturn({ deps, actor, locale }, form, { companyId: company.id });
}
