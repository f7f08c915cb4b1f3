/** Where an instrument is in its life (one record per serial number). */
export const SERIAL_STATUSES = ['built', 'in-stock', 'sold', 'registered', 'in-service', 'scrapped'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];

/** What a service record is: a calibration issues a certificate and moves next due; the others are logged only. */
export const SERVICE_KINDS = ['calibration', 'repair', 'test', 'inspection'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** Months from one calibration to the next when the product line says nothing else. */
export const CALIBRATION_INTERVAL_MONTHS = 12;

/** A serial's next service is "due" this many days ahead (the account marks it; the first reminder goes then). */
export const DUE_SOON_DAYS = 30;
