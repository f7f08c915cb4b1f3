import type { Logger } from '../logging/logger';

const HOUR_MS = 60 * 60_000;

/** Stops a job's timers; resolves once a run already under way has finished (and so released its lease). */
export type StopJob = () => Promise<void>;

/** Runs a job hourly, from a minute after start; unref'd timers, a failed run logged and retried next hour. */
export function startHourlyJob(
  // Only the logger, not AppDeps: the mailer starts a job too and is part of AppDeps (no import circle via deps.ts).
  deps: { logger: Logger },
  label: string,
  run: () => Promise<number | undefined>,
  intervalMs = HOUR_MS,
): StopJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // a run longer than the interval is not doubled
    running = run()
      .then(
        (sent) => {
          if (sent) deps.logger.info({ sent }, `${label} sent`);
        },
        (error: unknown) => deps.logger.error({ err: error }, `${label} failed`),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 60_000);
  first.unref();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
