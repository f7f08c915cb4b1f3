import type { AdminLeadOptions } from '../../../shared/leads/leads.types';

/** The companies a lead can be routed to, as a select's options: with their country; a disabled company is shown but cannot be chosen. */
export function companyChoices(options: AdminLeadOptions | undefined) {
  return options?.companies.map((company) => (
    <option key={company.id} value={company.id} disabled={company.disabled}>
      {company.country ? `${company.name} (${company.country})` : company.name}
    </option>
  ));
}
