import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Ctx } from '../../service-context';

/**
 * The form ticket of the time trap (issue 28 item 11): when a public form is shown, the browser asks the server for
 * a ticket, `{ms}.{signature}`, the server's own time signed with AUTH_SECRET. The form sends it back, and the fill
 * time is measured between two readings of the server's clock: a robot can neither claim it opened the form long ago
 * nor make one up, and a visitor's wrong clock no longer matters.
 */

/** A ticket older than this is refused (the page stayed open over a day): reloading the form gives a new one. */
export const FORM_TICKET_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// A purpose of its own, so no other HMAC of AUTH_SECRET (the CSRF token's) can pass for a ticket.
const sign = (secret: string, ms: number) => createHmac('sha256', secret).update(`form-ticket|${ms}`).digest('base64url');

/** A ticket for a form the visitor is about to fill: signed with the server's secret and clock. */
export function formTicket({ deps, now }: Ctx<'deps' | 'now'>): { ticket: string } {
  return { ticket: issueFormTicket(deps.env.AUTH_SECRET, now.getTime()) };
}

export function issueFormTicket(secret: string, now: number): string {
  return `${now}.${sign(secret, now)}`;
}

/**
 * How long ago the ticket was issued, by the server's clock; null when it is not one this server signed, is from
 * the future, or has expired.
 */
export function formTicketAge(secret: string, ticket: string, now: number): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now - issuedAt;
  return age >= 0 && age <= FORM_TICKET_MAX_AGE_MS ? age : null;
}
