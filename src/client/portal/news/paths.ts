/** The addresses of the portal's announcements and inbox (shared/routes.ts has their patterns). */
export const PORTAL_PATH = '/portal';
export const ANNOUNCEMENTS_PATH = '/portal/announcements';
export const INBOX_PATH = '/portal/inbox';
export const announcementPath = (id: number) => `${ANNOUNCEMENTS_PATH}/${id}`;
export const threadPath = (id: number) => `${INBOX_PATH}/${id}`;

/** A route parameter that can be a record id; anything else is "not found" without asking the server. */
export function idOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/** A page number from the address: a positive integer, else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
