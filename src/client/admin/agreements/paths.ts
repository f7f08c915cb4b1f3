/** The back office's agreement screens (shared/routes.ts has their patterns). */
export const AGREEMENTS_ADMIN_PATH = '/admin/agreements';
export const MANAGE_PATH = '/admin/agreements/manage';
export const templatePath = (id: number) => `${MANAGE_PATH}/${id}`;
export const pageEditPath = (id: number) => `${MANAGE_PATH}/pages/${id}`;
