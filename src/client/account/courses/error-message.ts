import { TRPCClientError } from '@trpc/client';
import { fieldErrorsOf } from '../../lib/trpc-errors';

/** What the server said of a refused call: the first field message if any, else its message; null when it said nothing useful. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const first = Object.values(fieldErrorsOf(error)).flat()[0];
  if (first) return first;
  const message = error.message.trim();
  return message && !/^(fetch failed|failed to fetch|networkerror)/i.test(message) ? message : null;
}
