import type { Profile } from '../../../shared/profile/profile.schema';
import { BOOKING_TYPES, type BookingType } from '../../../shared/returns/enums';
import { emptyReturn, type ReturnFormValues } from './form-values';
import { withInstrument, type InstrumentPick } from './lines';

/** What ?instrument={id}&type={repair|calibration} asks for (instruments/booking.ts makes these links). */
export interface PrefillQuery {
  instrumentId: number | null;
  type: BookingType | null;
}

const isBookingType = (value: string | null): value is BookingType => (BOOKING_TYPES as readonly (string | null)[]).includes(value);

export function prefillQuery(search: string): PrefillQuery {
  const params = new URLSearchParams(search);
  const instrument = params.get('instrument') ?? '';
  const id = Number(instrument);
  const type = params.get('type');
  return {
    instrumentId: /^[1-9]\d{0,15}$/.test(instrument) && Number.isSafeInteger(id) ? id : null,
    type: isBookingType(type) ? type : null,
  };
}

/** "Uma van User" as "Uma" and "van User": the given name first, as in most of the site's languages. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The saved profile's fields the form can use. */
export type ProfilePick = Pick<Profile, 'firstName' | 'lastName' | 'telephone' | 'companyName' | 'address1' | 'address2' | 'address3' | 'town' | 'county' | 'postcode'>;

export interface AccountPick {
  user: { name: string; email: string };
  /** Null when the profile could not be read: the session's name and e-mail still fill the details. */
  profile: ProfilePick | null;
  /** The profile country's name ('' when none is saved). */
  country: string;
}

/**
 * The form's starting point from the account: the person and the invoice address (the profile's address; the
 * repair centre invoices the booker unless told otherwise). What the customer asked for by link comes on top
 * (withRequest), kept apart so a draft from an earlier visit can win over the first but not over the second.
 */
export function accountDefaults({ user, profile, country }: AccountPick): ReturnFormValues {
  const base = emptyReturn();
  const named = profile && (profile.firstName || profile.lastName) ? { firstName: profile.firstName, lastName: profile.lastName } : splitName(user.name);
  return {
    ...base,
    details: { ...named, email: user.email, telephone: profile?.telephone ?? '', companyName: profile?.companyName ?? '' },
    invoiceAddress: profile
      ? {
          companyName: profile.companyName,
          address1: profile.address1,
          // The return's address has two street lines: a third is kept, after the second.
          address2: [profile.address2, profile.address3].filter(Boolean).join(', '),
          town: profile.town,
          county: profile.county,
          postcode: profile.postcode,
          country,
        }
      : { ...base.invoiceAddress, country },
  };
}

/** The instrument and booking type of a "Book a repair / calibration" link, on top of the account's defaults. */
export function withRequest(values: ReturnFormValues, instrument: InstrumentPick | null, type: BookingType | null): ReturnFormValues {
  return {
    ...values,
    bookingType: type ?? values.bookingType,
    lines: instrument ? [withInstrument(values.lines[0]!, instrument), ...values.lines.slice(1)] : values.lines,
  };
}
