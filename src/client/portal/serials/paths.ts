/** The addresses the portal's serial and customer pages link between (shared/routes.ts has their patterns). */
export const SERIALS_PATH = '/portal/serials';
export const CUSTOMERS_PATH = '/portal/customers';
export const serialPath = (id: number) => `${SERIALS_PATH}/${id}`;
/** A customer's id is an account id (text): escaped, as any id in a path. */
export const customerPath = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

/** A route parameter that can be a serial's id; anything else is not found without asking the server. */
export function serialIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** A route parameter that can be a customer's (account) id: what the server accepts, 1 to 64 characters. */
export function customerIdOf(param: string | undefined): string | null {
  const id = param?.trim() ?? '';
  return id.length > 0 && id.length <= 64 ? id : null;
}
