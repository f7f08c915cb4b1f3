import type { UseFormRegisterReturn } from 'react-hook-form';
import { BOOKING_MAX_DAYS_AHEAD } from '../../../../shared/enquiries/form-options';
import { useTranslation } from '../../../lib/i18n-react';
import { useFormat } from '../../../lib/use-format';
import { useHydrated } from '../../../lib/hydrated';
import { TextField } from '../../../components/form/fields';
import { localIsoDay } from '../../../../shared/format/iso-days';
import { addDays } from '../../../../shared/certificates/states';

/**
 * The preferred day of a booking (training, calibration): the range the server accepts as the field's min and max,
 * and said beside it ("Between 29/11/2026 and 28/11/2028"), so a day out of range is not a surprise after sending
 * (issue 30 item 12). The range is the visitor's own today: a server-rendered page is cached for everyone, so it
 * appears once the page has hydrated. One day short of the server's limit, which counts from the UTC clock.
 */
export function BookingDayField({ label, error, registration }: { label: string; error?: string | undefined; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('forms');
  const format = useFormat();
  const hydrated = useHydrated();
  const from = hydrated ? localIsoDay() : undefined;
  const to = from ? addDays(from, BOOKING_MAX_DAYS_AHEAD - 1) : undefined;
  const hint = from && to ? t('fields.bookingDayRange', { from: format.date(from), to: format.date(to) }) : undefined;
  return <TextField label={label} type="date" min={from} max={to} hint={hint} aria-required="true" error={error} {...registration} />;
}
