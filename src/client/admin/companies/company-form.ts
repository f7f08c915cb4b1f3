import type { PartnerTier } from '../../../shared/partners/enums';
import type { CompanyUpdateInput } from '../../../shared/companies/companies.schema';
import type { CompanyDetail } from '../../../shared/companies/companies.types';

/** The company form's values as the inputs hold them (text for selects and dates; '' means none). */
export interface CompanyFormValues {
  name: string;
  countryId: string;
  email: string;
  telephone: string;
  tier: PartnerTier;
  pricelistId: string;
  sales: boolean;
  training: boolean;
  repairs: boolean;
  service: boolean;
  nextAuditOn: string;
  disabled: boolean;
  areas: number[];
}

export function formValuesOf(company: CompanyDetail): CompanyFormValues {
  return {
    name: company.name,
    countryId: company.countryId ? String(company.countryId) : '',
    email: company.email,
    telephone: company.telephone,
    tier: company.tier,
    pricelistId: company.pricelistId ? String(company.pricelistId) : '',
    sales: company.sales,
    training: company.training,
    repairs: company.repairs,
    service: company.service,
    nextAuditOn: company.nextAuditOn ?? '',
    disabled: company.disabled,
    areas: company.areas.map((area) => area.id),
  };
}

/** What the server is sent: ids as numbers, empty choices as null (the server checks everything again). */
export function updateInputOf(id: number, values: CompanyFormValues): CompanyUpdateInput {
  return {
    id,
    name: values.name,
    countryId: Number(values.countryId) || 0,
    email: values.email,
    telephone: values.telephone,
    tier: values.tier,
    pricelistId: values.pricelistId ? Number(values.pricelistId) : null,
    sales: values.sales,
    training: values.training,
    repairs: values.repairs,
    service: values.service,
    nextAuditOn: values.nextAuditOn || null,
    disabled: values.disabled,
    areas: values.areas,
  };
}

