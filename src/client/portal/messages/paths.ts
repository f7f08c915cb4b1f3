/** The addresses of the portal's inbox (shared/routes.ts has their patterns). */
export const PORTAL_PATH = '/portal';
export const INBOX_PATH = '/portal/inbox';
export const threadPath = (id: number) => `${INBOX_PATH}/${id}`;
