import type { MyInstrument } from '../../../shared/serials/instruments.types';

export type BookingKind = 'repair' | 'calibration';

/**
 * Where "Book a repair" and "Book a calibration" lead for one instrument: the returns flow, with the instrument and
 * the booking type chosen (the customer can still change both there).
 */
export function bookingHref(kind: BookingKind, instrument: Pick<MyInstrument, 'id' | 'serialNumber'>): string {
  return `/account/returns/new?instrument=${instrument.id}&type=${kind}`;
}
