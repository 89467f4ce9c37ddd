import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { acquireEmbeddedLock, EmbeddedLockError, type EmbeddedLock } from './db/embedded-lock';
import { migrate } from './db/migrator';
import { DEMO_ACCOUNTS, DEMO_CITY, seedDemoData } from './demo/seed-demo';
import { isDatabaseUnavailable } from './lib/database-errors';
import type { Telemetry } from './telemetry';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A database server that is still starting (or restarting) gets this long before we give up. */
const STARTUP_DATABASE_WAIT_MS = 60_000;
const STARTUP_RETRY_MS = 1_000;

/** Migrate, waiting for a database server that is not up yet (started together, or restarting). */
async function migrateWhenReachable(pool: Parameters<typeof migrate>[0]) {
  const deadline = Date.now() + STARTUP_DATABASE_WAIT_MS;
  for (;;) {
    try {
      return await migrate(pool);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      console.error(`Waiting for the database: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, STARTUP_RETRY_MS));
    }
  }
}
const REPEATED_SIGNAL_GRACE_MS = 1_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export interface ServerOptions {
  /** Traces, when on (server.ts started them before this module was loaded). */
  telemetry?: Telemetry;
}

/** The API server: migrate, listen, shut down cleanly on SIGINT/SIGTERM. */
export async function runServer({ telemetry }: ServerOptions = {}): Promise<void> {
  const config = loadConfig();

  let lock: EmbeddedLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireEmbeddedLock(config.dataDir);
    } catch (error) {
      if (error instanceof EmbeddedLockError) fail(error.message);
      throw error;
    }
    // Also on crashes: the lock file must not outlive the process needlessly.
    process.on('exit', () => lock?.release());
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
    readUrls: config.databaseReadUrls,
    // A restart of the database server ends every connection; the pool opens new ones as needed.
    onConnectionError: (error) => console.error(`Database connection lost: ${error.message}`),
  });
  const migrations = await migrateWhenReachable(database.pool);

  // Every log line written inside a traced request carries its trace id.
  const logger = { level: config.logLevel, ...(telemetry && { mixin: telemetry.logFields }) };
  const app = await buildApp({ config, database, logger, sweepUploads: true, runJobs: true });
  const seeded = config.seedDemo && (await seedDemoData(database.db, app));
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;

  console.log(`BookNook is running at http://localhost:${port}`);
  console.log(`Database: ${database.description}`);
  if (migrations.applied.length > 0) console.log(`Migrations applied: ${migrations.applied.join(', ')}`);
  if (config.webRoot) console.log(`Serving the web apps from ${config.webRoot}`);
  if (seeded) {
    const { member, moderator } = DEMO_ACCOUNTS;
    console.log(`Demo data seeded: books around ${DEMO_CITY.name}. Sign in with:`);
    console.log(`  member:    ${member.email} / ${member.password}`);
    console.log(`  moderator: ${moderator.email} / ${moderator.password}`);
  }

  // Images uploaded before variants existed are processed in the background, one at a time.
  void app.images
    .processPending(app.log)
    .then(({ processed, failed }) => {
      if (processed + failed > 0) console.log(`Book images processed into variants: ${processed}, failed: ${failed} (see the log)`);
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'processing pending book images failed'));

  let shutdownStartedAt: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shutdownStartedAt !== undefined) {
      // A launcher that forwards Ctrl+C delivers the same signal twice at once: ignore that.
      // A second signal a moment later is a person insisting.
      if (Date.now() - shutdownStartedAt < REPEATED_SIGNAL_GRACE_MS) return;
      fail(`Received ${signal} again; exiting without a clean shutdown.`);
    }
    shutdownStartedAt = Date.now();
    console.log(`Received ${signal}; shutting down.`);
    setTimeout(() => fail('Shutdown took too long; exiting.'), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      await telemetry?.shutdown();
      lock?.release();
      process.exit(0);
    } catch (error) {
      fail(`Error during shutdown: ${(error as Error).message}`);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

// A database that goes away must never end the process (requests meanwhile answer 503). Should a
// background task ever leave such a rejection unhandled, it is logged; anything else still crashes.
process.on('unhandledRejection', (reason: unknown) => {
  if (isDatabaseUnavailable(reason)) {
    console.error(`Database unavailable in a background task: ${(reason as Error).message}`);
    return;
  }
  throw reason;
});
