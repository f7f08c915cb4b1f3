import type { ApplicationType } from '../enquiries/form-options';
import type { CompanyRole, RoleFamily } from '../team/team.schema';

/**
 * A partner company's role family (issue 27 item 7): a distributor company's staff hold the distributor roles, a
 * certified service partner's the certified roles (team.schema.ts keeps the two ladders). Chosen when a dealer
 * application is approved and stored on the company.
 */
export const ROLE_FAMILIES = ['distributor', 'certified'] as const satisfies readonly RoleFamily[];

/**
 * The family an application proposes: servicing Voltara instruments needs the certified roles (service jobs, service
 * tools), so any application that includes service ("service-partner" or "both") proposes the certified family.
 * An application type the form no longer offers (older records) proposes the distributor family.
 */
export function familyOfApplication(applicationType: unknown): RoleFamily {
  const type = applicationType as ApplicationType | undefined;
  return type === 'service-partner' || type === 'both' ? 'certified' : 'distributor';
}

/**
 * The approved company's first user: the highest role of the family that can use the portal and manage the company
 * (SPEC.md section 6: /portal/users is for distributor-senior and certified-senior). certified-senior-plus ranks
 * higher on the ladder, but SPEC.md keeps it out of the portal and the account area, so a first user with it could
 * neither accept the agreements nor invite the staff.
 */
export const FIRST_USER_ROLE = {
  distributor: 'distributor-senior',
  certified: 'certified-senior',
} as const satisfies Record<RoleFamily, CompanyRole>;
