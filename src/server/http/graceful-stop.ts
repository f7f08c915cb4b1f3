import type { Server } from 'node:http';
import type { AppDeps } from '../deps';
import type { StopJob } from '../jobs/hourly';

/** How long requests in flight may take to finish after a stop signal before their connections are cut. */
export const STOP_GRACE_MS = 10_000;

/**
 * SIGTERM (a deploy, a scale-in): accept no new connection, let every request in flight finish (within
 * STOP_GRACE_MS), stop the jobs (a run under way finishes and releases its lease), then close the database, so no
 * acknowledged write is lost and no client sees a connection reset mid-answer. Keep-alive connections are closed as
 * soon as they are idle; the caller exits 0 when this resolves.
 */
export async function stopGracefully(server: Server, deps: Pick<AppDeps, 'close' | 'logger'>, jobs: StopJob[], graceMs = STOP_GRACE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // server.close() ends the idle keep-alive connections once; a connection whose request finishes later becomes idle
  // after it, so keep closing idle ones until the server has none left.
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => {
    deps.logger.warn({ graceMs }, 'requests still running at the end of the grace period: connections closed');
    server.closeAllConnections();
  }, graceMs);
  try {
    await Promise.all([closed, ...jobs.map((stop) => stop())]);
  } finally {
    clearInterval(idle);
    clearTimeout(cut);
  }
  deps.close();
  deps.logger.info('stopped');
}
