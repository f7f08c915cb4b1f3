/** The addresses of the portal's agreement pages (shared/routes.ts has their patterns). */
export const AGREEMENTS_PATH = '/portal/agreements';
export const agreementPath = (id: number) => `${AGREEMENTS_PATH}/${id}`;
/** A version the company accepted, read-only with its acceptance. */
export const acceptancePath = (agreementId: number, acceptanceId: number) => `${agreementPath(agreementId)}/acceptances/${acceptanceId}`;
/** The signed PDF of that acceptance (a file: served by the REST adapter, features/agreements/portal-agreements.rest.ts). */
export const acceptancePdfHref = (agreementId: number, acceptanceId: number) => `/api/portal/agreements/${agreementId}/acceptances/${acceptanceId}/pdf`;

/** A route parameter that can be an agreement's id; anything else is not found without asking the server. */
export function agreementIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
