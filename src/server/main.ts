import { createServer } from 'node:http';
import { createSite } from './app';
import { seedIfFresh } from './db/seed';
import { createDeps } from './create-deps';
import type { AppDeps } from './deps';
import { loadEnv } from './env';
import { startLogRetention } from './features/logs/log-retention';
import { startMailRetries } from './mail/mailer';
import { startCalibrationReminders } from './jobs/calibration-reminders';
import { startTrainingReminders } from './jobs/training-reminders';
import { startLeadDeadlines } from './jobs/lead-deadlines';
import { stopGracefully } from './http/graceful-stop';
import { StartError } from './start-error';

/** Starts the server: migrate, seed a fresh database, serve the SPA, /trpc and /api on PORT. */
async function main() {
  const env = loadEnv();
  const deps = await createDeps(env);
  await deps.storage.checkUsable(); // a missing bucket or unwritable folder stops the start here, in one line
  if (await seedIfFresh(deps)) deps.logger.info('seeded a fresh database with the demo content');
  const { listener } = createSite(deps, { clientDir: env.CLIENT_DIR });
  const jobs = [
    startLogRetention(deps), // purges old log rows now and hourly (an unref'd timer)
    startCalibrationReminders(deps), // hourly; one instance at a time (a lease in the database)
    startTrainingReminders(deps), // hourly, likewise: training certificates about to expire
    startLeadDeadlines(deps), // hourly, likewise: offered leads past their deadline go back to Voltara, near ones are reminded
    startMailRetries(deps.mailer, (error) => deps.logger.error({ err: error }, 'e-mail retry failed')),
  ];
  // Cached answers are written by the listener itself, the rest goes to Hono (http/site-listener.ts).
  const server = createServer(listener).listen(env.PORT, () => {
    deps.logger.info({ port: env.PORT, url: env.APP_URL }, 'listening');
  });
  onStopSignal(deps.logger, () => stopGracefully(server, deps, jobs));
}

function onStopSignal(logger: AppDeps['logger'], stop: () => Promise<void>) {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return; // a second signal while stopping changes nothing: the bounded wait still ends it
    stopping = true;
    logger.info({ signal }, 'stopping: no new connections, finishing the requests in flight');
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

main().catch((error: unknown) => {
  console.error(error instanceof StartError ? error.message : error);
  process.exit(1);
});
