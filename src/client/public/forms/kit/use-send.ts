import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicEnquiryInput } from '../../../../shared/enquiries/enquiry.schema';
import { useTRPC } from '../../../trpc';
import { useFormTicket } from './use-form-ticket';

/**
 * Sends a form through public.enquiries.send with the anti-robot fields (DECISIONS.md "Spam on the public forms"):
 * the form ticket the server issued when the app took the form over goes with it (use-form-ticket.ts), and the
 * server's message (in the visitor's language) is kept for the success view.
 */
export function useSend() {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.public.enquiries.send.mutationOptions());
  const ticket = useFormTicket();
  const [done, setDone] = useState<string | null>(null);

  /** True once stored (or thanked as a robot); false with `error` set. */
  /**
   * The forms post their fields as they stand (a select's text, null for an empty number), and the server's schema
   * names each field at fault: their state is not typed as the procedure's input, hence the one conversion here.
   */
  async function send(input: Record<string, unknown>): Promise<boolean> {
    try {
      const answer = await mutation.mutateAsync({ ...input, ticket: await ticket.take() } as unknown as PublicEnquiryInput);
      setDone(answer.message);
      return true;
    } catch {
      return false; // shown from `error`
    }
  }

  /** Back to an empty form for another message: a new fill time starts. */
  function again() {
    mutation.reset();
    setDone(null);
    void ticket.renew().catch(() => undefined);
  }

  return { send, again, done, pending: mutation.isPending, error: mutation.error };
}
