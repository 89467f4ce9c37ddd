import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { fromKysely, PgBoss, type Job, type Queue, type SendOptions } from 'pg-boss';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

// Delayed and scheduled work (issue 25: unread-message mail, digests, listing expiry) in a durable
// queue kept in the database itself, with pg-boss: jobs survive a restart, run once across several
// API instances (SKIP LOCKED), retry with backoff, and are scheduled by time or cron. It runs on the
// embedded PGlite too (pg-boss's 'pglite' backend) through the app's own pool: every statement is
// one pool query, so it never holds PGlite's only connection between statements.

export interface JobDefinition<T extends object> {
  name: string;
  /** Retries, deletion and dedupe policy of the queue. */
  queue?: Omit<Queue, 'name'>;
  /** A cron schedule (5 fields) on which the job is sent with no data. */
  cron?: string;
  run(data: T, job: Job<T>): Promise<void>;
}

export interface DurableJobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Work the queues here (the server); false only sends (tests that run jobs themselves). */
  work: boolean;
  /** How often an idle worker looks for jobs, in seconds (pg-boss polling; at least 0.5). */
  pollSeconds: number;
  /** The time zone cron schedules are read in (the server's own by default). */
  timeZone: string;
  /** Told of every failed run of a job (metrics). */
  onFailure?: (name: string) => void;
}

/** How long to wait before trying again to start a queue whose database was not there. */
const START_RETRY_MS = 5_000;

/** Every job starts with these; a queue may say otherwise. */
const DEFAULT_QUEUE: Omit<Queue, 'name'> = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
  expireInSeconds: 10 * 60,
  deleteAfterSeconds: 7 * 24 * 60 * 60,
};

export class DurableJobs {
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private boss: PgBoss | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DurableJobsOptions) {}

  /** Declare a job (before start). */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.boss) throw new Error(`job ${definition.name} defined after the queue started`);
    this.definitions.set(definition.name, definition);
  }

  /**
   * Start the queue (install or upgrade its tables, start working). A database that cannot be reached
   * now does not stop the API from starting: the queue tries again every few seconds, and meanwhile
   * sending a job fails (its caller logs it; the hourly sweeps catch up with listings).
   */
  async start(): Promise<void> {
    this.stopped = false;
    try {
      await this.startOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'the job queue could not start; retrying');
      this.retryTimer = setTimeout(() => void this.start(), START_RETRY_MS);
      this.retryTimer.unref();
    }
  }

  private async startOnce(): Promise<void> {
    const { database, log } = this.options;
    const boss = new PgBoss({
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      // One instance among several keeps the queues tidy and runs the crons; each does it on its turn.
      supervise: this.options.work,
      schedule: this.options.work,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const definition of this.definitions.values()) {
      await boss.createQueue(definition.name, { ...DEFAULT_QUEUE, ...definition.queue });
      if (!this.options.work) continue;
      await boss.work<object>(definition.name, { pollingIntervalSeconds: this.options.pollSeconds }, async (jobs) => {
        for (const job of jobs) await this.runOne(boss, definition, job);
      });
      if (definition.cron) await boss.schedule(definition.name, definition.cron, null, { tz: this.options.timeZone });
    }
    if (this.stopped) {
      await boss.stop({ graceful: false });
      return;
    }
    this.boss = boss;
  }

  /** Stop working: running jobs finish (within the timeout), queued ones wait for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: 10_000 });
  }

  /**
   * Queue a job. Inside a transaction, pass it: the job is written with the transaction's rows (and
   * on PGlite it must be, or the send would wait for the connection the transaction holds).
   */
  async send(name: string, data: object, options: SendOptions & { trx?: Transaction<DB> } = {}): Promise<void> {
    if (!this.boss) throw new Error('the job queue has not started');
    const { trx, ...sendOptions } = options;
    await this.boss.send(name, data, trx ? { ...sendOptions, db: fromKysely(trx) } : sendOptions);
  }

  /** Queue many jobs of one kind in one statement (one notice mail per member a book is told to: hundreds at once). */
  async sendMany(name: string, data: readonly object[], options: { trx?: Transaction<DB> } = {}): Promise<void> {
    if (!this.boss) throw new Error('the job queue has not started');
    if (data.length === 0) return;
    const jobs = data.map((item) => ({ data: item }));
    await this.boss.insert(name, jobs, options.trx ? { db: fromKysely(options.trx) } : {});
  }

  /**
   * Run, here and now, every job of `name` that is due (tests, and a command that catches up). Returns how many ran.
   */
  async runDue(name: string): Promise<number> {
    const definition = this.definitions.get(name);
    if (!this.boss || !definition) throw new Error(`unknown job ${name}`);
    let ran = 0;
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { batchSize: 50 });
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        await this.runOne(this.boss, definition, job);
        ran += 1;
      }
    }
  }

  /** Jobs of `name` queued (due or not) or running: for tests and metrics. */
  async waiting(name: string): Promise<number> {
    if (!this.boss) return 0;
    const queue = await this.boss.getQueue(name);
    return queue ? queue.queuedCount + queue.activeCount : 0;
  }

  /** Jobs queued or running per queue: for metrics. */
  async depths(): Promise<Record<string, number>> {
    const depths: Record<string, number> = {};
    for (const name of this.definitions.keys()) depths[name] = await this.waiting(name);
    return depths;
  }

  private async runOne(boss: PgBoss, definition: JobDefinition<object>, job: Job): Promise<void> {
    try {
      await definition.run(job.data, job);
      await boss.complete(definition.name, job.id);
    } catch (error) {
      this.options.log.warn({ err: error, job: definition.name, id: job.id }, 'job failed; it will be retried');
      this.options.onFailure?.(definition.name);
      await boss.fail(definition.name, job.id, { message: (error as Error).message });
    }
  }

  /**
   * One statement (or one multi-statement block) on a connection of its own. A block that fails
   * half-way leaves its transaction aborted on that connection: roll it back before the pool hands
   * the connection to anyone else.
   */
  private async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const client = await this.options.database.pool.connect();
    try {
      // A multi-statement block answers with an array of results, one per statement: pg-boss reads them all.
      return await client.query(text, values);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
