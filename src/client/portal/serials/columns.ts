/** The columns of a customer's instruments, in order; headings `columns.{key}` (portal-serials). */
export const SERIAL_COLUMNS = ['serial', 'product', 'model', 'buildDate', 'company', 'registeredOn', 'nextDue'] as const;
export type SerialColumn = (typeof SERIAL_COLUMNS)[number];

/** The instrument columns shown: "company" when an admin sees several companies. */
export function serialColumns({ showCompany }: { showCompany: boolean }): SerialColumn[] {
  return SERIAL_COLUMNS.filter((column) => column !== 'company' || showCompany);
}
