/** The addresses of the portal's announcements (shared/routes.ts has their patterns). */
export const ANNOUNCEMENTS_PATH = '/portal/announcements';
export const announcementPath = (id: number) => `${ANNOUNCEMENTS_PATH}/${id}`;
