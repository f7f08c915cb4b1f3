/** The columns of the two lists, in order; their headings are `columns.{key}` in locales/<lang>/portal-serials.json. */
export const SERIAL_COLUMNS = ['serial', 'product', 'model', 'buildDate', 'company', 'soldTo', 'registeredOn', 'nextDue'] as const;
export type SerialColumn = (typeof SERIAL_COLUMNS)[number];

export const CUSTOMER_COLUMNS = ['name', 'customerCompany', 'country', 'email', 'instruments', 'soonestDue'] as const;

/** The serial columns shown: "company" when an admin sees several companies, "soldTo" except on a customer's page. */
export function serialColumns({ showOwner, showCompany }: { showOwner: boolean; showCompany: boolean }): SerialColumn[] {
  return SERIAL_COLUMNS.filter((column) => (column !== 'company' || showCompany) && (column !== 'soldTo' || showOwner));
}
