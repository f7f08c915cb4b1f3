/** Under this much time left an offer is shown as urgent. */
export const URGENT_MS = 24 * 60 * 60_000;

/**
 * How long is left until `deadline` on the server's clock (negative once passed): counted on the server's clock
 * (`serverNow`, sent with each answer) so a wrong clock on the reader's computer does not move anybody's deadline.
 */
export function msLeft(deadline: string, serverNow: string, receivedAt: number, now = Date.now()): number {
  const skew = Date.parse(serverNow) - receivedAt;
  return Date.parse(deadline) - (now + skew);
}
