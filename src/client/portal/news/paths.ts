/** The addresses of the portal's announcements and inbox (shared/routes.ts has their patterns). */
export const PORTAL_PATH = '/portal';
export const ANNOUNCEMENTS_PATH = '/portal/announcements';
export const INBOX_PATH = '/portal/inbox';
export const announcementPath = (id: number) => `${ANNOUNCEMENTS_PATH}/${id}`;
export const threadPath = (id: number) => `${INBOX_PATH}/${id}`;
