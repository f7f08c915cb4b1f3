import { adminSerialsResource } from './admin-serials';

/** The serials' collection of the admin area (the portal's lives with its face). */
export const SERIAL_RESOURCES = { adminSerials: adminSerialsResource } as const;
