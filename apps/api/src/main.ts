// The process: config -> database -> migrate -> demo data if empty -> listen.
import path from 'node:path';
import { buildApp } from './app';
import { backgroundJobs } from './background';
import { systemClock, type AppInstance } from './deps';
import { JobRunner } from './jobs/runner';
import { ConfigError, listeningOrigin, loadConfig, repoRoot, startWarnings, type Config } from './config';
import { openDatabase } from './db/client';
import { DatabaseInUseError } from './db/data-dir-lock';
import { ensureDemoCatalogue } from './demo/seed';
import { LocalFileStore, PRIVATE_DOCUMENTS } from './integrations/file-store';
import { S3FileStore, s3SettingsOf } from './integrations/s3-file-store';
import { createPaymentProvider, deliverByInject } from './integrations/payments';
import { createSmsSender } from './integrations/sms';
import { pino } from 'pino';

const SHUTDOWN_GRACE_MS = 4500;
/** How often this server looks for due jobs unless a new one wakes it first (the fallback for one it did not hear of). */
const JOB_INTERVAL_MS = 30_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const logger = pino({ level: config.LOG_LEVEL });
  for (const warning of startWarnings(config)) logger.warn(`WARNING: ${warning}`);
  const s3 = s3SettingsOf(config);
  // The test gateway posts its webhooks into the app it serves, which is built after it.
  const built: { app?: AppInstance } = {};
  const deps = {
    config,
    database,
    clock: systemClock,
    sms: createSmsSender(config, logger),
    // Uploads in the S3 bucket every server shares when S3_BUCKET is set, else on this server's disk.
    files: s3 ? new S3FileStore(s3) : new LocalFileStore(path.join(config.dataDir, 'uploads')),
    documents: s3 ? new S3FileStore(s3, PRIVATE_DOCUMENTS) : new LocalFileStore(path.join(config.dataDir, 'documents'), PRIVATE_DOCUMENTS),
    payments: createPaymentProvider(config, {
      db: database.db,
      clock: systemClock,
      deliver: deliverByInject(() => built.app),
      log: logger,
    }),
  };
  const app = await buildApp(deps, { webDist: path.join(repoRoot, 'apps/web/dist'), loggerInstance: logger });
  built.app = app;
  // Demo drives of the past are paid through the test gateway: none when Razorpay is the provider.
  const drivesAsOf = deps.payments.name === 'test' ? systemClock.now() : undefined;
  const seeded = await ensureDemoCatalogue(database.db, config.DEMO_CARS, (msg) => app.log.info(msg), drivesAsOf);
  if (seeded) app.log.info(`demo catalogue of ${config.DEMO_CARS} cars created`);

  const jobs = new JobRunner(deps, backgroundJobs, app.log);
  jobs.start(JOB_INTERVAL_MS);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // NOTE: a stop must be clean within 5 s; a stuck connection must not hold the process.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await jobs.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // The first server render of a page costs several times a warm one (module loading, JIT): paid on every
  // render thread before listening, so that no request waits for it or runs beside it (docs/performance.md).
  await app.warmUpPages(['/', '/cars']).catch((err: unknown) => app.log.warn({ err }, 'warming the page renderer failed'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const where =
    (config.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`) +
    (s3 ? ` and uploads in the bucket ${s3.bucket}` : '');
  app.log.info(`Luxe Wheels is running on ${listeningOrigin(config.HOST, config.PORT)} with ${where}`);
}

main().catch((err: unknown) => {
  if (err instanceof DatabaseInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('Failed to start:', err);
  process.exit(1);
});
