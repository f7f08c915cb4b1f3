import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTRPC } from '../../../trpc';

/**
 * Sends a form through public.enquiries.send with the anti-robot fields (DECISIONS.md "Spam on the public forms"):
 * the time the form was opened (here: when the app took the page over) goes with it, and the server's message (in
 * the visitor's language) is kept for the success view.
 */
export function useSend() {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.public.enquiries.send.mutationOptions());
  const startedAt = useRef(0);
  if (startedAt.current === 0) startedAt.current = Date.now();
  const [done, setDone] = useState<string | null>(null);

  /** True once stored (or thanked as a robot); false with `error` set. */
  async function send(input: Record<string, unknown>): Promise<boolean> {
    try {
      const answer = await mutation.mutateAsync({ ...input, startedAt: startedAt.current });
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
    startedAt.current = Date.now();
  }

  return { send, again, done, pending: mutation.isPending, error: mutation.error };
}
