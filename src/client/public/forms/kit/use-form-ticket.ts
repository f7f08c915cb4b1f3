import { useCallback, useEffect, useRef } from 'react';
import { useTRPCClient } from '../../../trpc';

/**
 * The form ticket of the time trap (DECISIONS.md "Spam on the public forms", issue 28): asked for when the form is
 * shown (taken over by the app, decision 0023, or drawn in its opened dialog) and sent with it, so the server measures the fill
 * time on its own clock. Never fetched during the server render (an effect), so no cached page carries a stale one.
 */
export function useFormTicket() {
  const client = useTRPCClient();
  const ticket = useRef<Promise<string> | null>(null);

  /** A new ticket: the fill time starts again from now. */
  const renew = useCallback(() => {
    const pending = client.public.enquiries.formTicket.query().then((answer) => answer.ticket);
    ticket.current = pending;
    // A failed fetch is tried again when the form is sent.
    pending.catch(() => {
      if (ticket.current === pending) ticket.current = null;
    });
    return pending;
  }, [client]);

  useEffect(() => {
    void renew().catch(() => undefined);
  }, [renew]);

  /** The ticket to send; empty when none could be had (the server then answers "too fast" and the visitor retries). */
  const take = useCallback(async (): Promise<string> => {
    try {
      return await (ticket.current ?? renew());
    } catch {
      return '';
    }
  }, [renew]);

  return { take, renew };
}
