import { createServer } from 'node:http';
import { createSite } from './app';
import { seedIfFresh } from './db/seed';
import { createDeps } from './deps';
import { loadEnv } from './env';
import { startLogRetention } from './services/log-retention';
import { startMailRetries } from './mail/mailer';
import { startCalibrationReminders } from './jobs/calibration-reminders';
import { startTrainingReminders } from './jobs/training-reminders';
import { startLeadDeadlines } from './jobs/lead-deadlines';
import { startAnnouncementMail } from './services/portal/news/announcement-mail';

/** Starts the server: migrate, seed a fresh database, serve the SPA, /trpc and /api on PORT. */
async function main() {
  const env = loadEnv();
  const deps = await createDeps(env);
  if (await seedIfFresh(deps)) deps.logger.info('seeded a fresh database with the demo content');
  const { listener } = createSite(deps, { clientDir: env.CLIENT_DIR });
  startLogRetention(deps); // purges old log rows now and hourly (an unref'd timer)
  startCalibrationReminders(deps); // hourly; one instance at a time (a lease in the database)
  startTrainingReminders(deps); // hourly, likewise: training certificates about to expire
  startAnnouncementMail(deps); // hourly, likewise: scheduled announcements e-mailed to their audience when they start
  startLeadDeadlines(deps); // hourly, likewise: offered leads past their deadline go back to Voltara, near ones are reminded
  startMailRetries(deps.mailer, (error) => deps.logger.error({ err: error }, 'e-mail retry failed'));
  // Cached answers are written by the listener itself, the rest goes to Hono (http/site-listener.ts).
  const server = createServer(listener).listen(env.PORT, () => {
    deps.logger.info({ port: env.PORT, url: env.APP_URL }, 'listening');
  });
  const stop = () => {
    server.close(() => {
      deps.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
