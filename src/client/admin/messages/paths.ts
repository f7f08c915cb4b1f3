/** The back office's messages (shared/routes.ts has their patterns). */
export const MESSAGES_ADMIN_PATH = '/admin/distributors/messages';
export const MESSAGE_SEND_PATH = '/admin/distributors/messages/send';
export const messageAdminPath = (id: number) => `${MESSAGES_ADMIN_PATH}/${id}`;
