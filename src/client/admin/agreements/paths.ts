/** The back office's agreement screens (shared/routes.ts has their patterns). */
export const AGREEMENTS_ADMIN_PATH = '/admin/agreements';
export const MANAGE_PATH = '/admin/agreements/manage';
export const templatePath = (id: number) => `${MANAGE_PATH}/${id}`;
export const pageEditPath = (id: number) => `${MANAGE_PATH}/pages/${id}`;

/** A route parameter that can be a record id; anything else is not found without asking the server. */
export function idOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
