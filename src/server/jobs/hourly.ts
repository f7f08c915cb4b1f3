import type { AppDeps } from '../deps';

const HOUR_MS = 60 * 60_000;

/** Runs a job hourly, from a minute after start; unref'd timers, a failed run logged and retried next hour. */
export function startHourlyJob(deps: AppDeps, label: string, run: () => Promise<number | undefined>, intervalMs = HOUR_MS): () => void {
  const tick = () => {
    run().then(
      (sent) => {
        if (sent) deps.logger.info({ sent }, `${label} sent`);
      },
      (error: unknown) => deps.logger.error({ err: error }, `${label} failed`),
    );
  };
  const first = setTimeout(tick, 60_000);
  first.unref();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
