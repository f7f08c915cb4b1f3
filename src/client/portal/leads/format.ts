import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { INTL_LOCALE, isLocale } from '../../../shared/locales';
import { numberFormat } from '../../../shared/intl-formats';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Under this much time left an offer is shown as urgent. */
export const URGENT_MS = 24 * HOUR;

/**
 * Dates, money and "time left" in the reader's language. Time left is counted on the server's clock (`serverNow`,
 * sent with each answer) so a wrong clock on the reader's computer does not move anybody's deadline.
 */
export function useLeadFormats() {
  const { i18n } = useTranslation();
  const tag = isLocale(i18n.language) ? INTL_LOCALE[i18n.language] : 'en-GB';
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'always' });
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      /** Minor units to "€12,500" in the reader's style; whole units when there are no cents. */
      money: (minor: number, currency: string) =>
        numberFormat(tag, { style: 'currency', currency, maximumFractionDigits: minor % 100 === 0 ? 0 : 2 }).format(minor / 100),
      /** "in 2 days", "in 5 hours", "in 40 minutes". */
      inTime: (ms: number) => {
        if (ms >= 48 * HOUR) return relative.format(Math.floor(ms / (24 * HOUR)), 'day');
        if (ms >= HOUR) return relative.format(Math.floor(ms / HOUR), 'hour');
        return relative.format(Math.max(1, Math.floor(ms / MINUTE)), 'minute');
      },
    };
  }, [tag]);
}

/** How long is left until `deadline` on the server's clock (negative once passed). */
export function msLeft(deadline: string, serverNow: string, receivedAt: number, now = Date.now()): number {
  const skew = Date.parse(serverNow) - receivedAt;
  return Date.parse(deadline) - (now + skew);
}
