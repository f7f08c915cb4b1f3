import { adminSerialsCollection } from './admin-serials';

/** The admin's serials collection, mounted as admin.serials beside its workflows (edit, import, service, ownership). */
export const SERIAL_SERVER_RESOURCES = { adminSerials: adminSerialsCollection };
