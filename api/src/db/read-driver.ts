import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type KyselyConfig,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../lib/database-errors';
import type { ReadListener, ReadTarget, Replica } from './replicas';
import type { DB } from './schema';

// Database.read on PostgreSQL with replicas: a Kysely whose connections come from a replica that is
// up (round robin), or from the primary when none is. A read whose replica fails on it (refused,
// ended, "terminating connection") is run again on the primary, and the replica rests a few seconds.

interface Lease {
  client: pg.PoolClient;
  target: ReadTarget;
  replica?: Replica;
}

/** A failure of the server rather than of the query; a conflict with replay (40xxx) is the query's bad luck. */
function replicaIsDown(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return !(typeof code === 'string' && code.startsWith('40'));
}

class FailoverConnection implements DatabaseConnection {
  /**
   * The statements of the open transaction, run again on the primary if the replica fails midway.
   * Safe to replay: the read pool only reads (a replica refuses writes).
   */
  private transaction: CompiledQuery[] | undefined;
  /** Set between giving back a failed replica's connection and getting the primary's. */
  private released = false;

  constructor(
    private lease: Lease,
    private readonly driver: ReadDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery, counted = true): Promise<QueryResult<R>> {
    let rows: R[];
    try {
      rows = await this.run<R>(query);
    } catch (error) {
      const failed = this.lease;
      if (!failed.replica || !isDatabaseUnavailable(error)) throw error;
      if (replicaIsDown(error)) failed.replica.markDown();
      this.driver.onReplicaFailure(failed.replica, error);
      failed.client.release(true);
      this.released = true;
      this.lease = await this.driver.primaryLease();
      this.released = false;
      for (const earlier of this.transaction ?? []) await this.run(earlier);
      rows = await this.run<R>(query);
    }
    this.transaction?.push(query);
    if (counted) this.driver.onRead(this.lease.target);
    return { rows };
  }

  async begin(query: CompiledQuery): Promise<void> {
    this.transaction = [];
    await this.executeQuery(query, false);
  }

  async end(query: CompiledQuery): Promise<void> {
    try {
      await this.executeQuery(query, false);
    } finally {
      this.transaction = undefined;
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The read pool does not stream; read in pages.');
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    this.lease.client.release();
  }

  private async run<R>(query: CompiledQuery): Promise<R[]> {
    const result = await this.lease.client.query(query.sql, [...query.parameters]);
    return result.rows as R[];
  }
}

/** Kysely hands back the connections this driver made. */
function failover(connection: DatabaseConnection): FailoverConnection {
  if (!(connection instanceof FailoverConnection)) throw new TypeError('Not a connection of the read pool');
  return connection;
}

export interface ReadDriverOptions {
  replicas: Replica[];
  /** The primary's pool, owned by Database.db: borrowed, never ended here. */
  primary: pg.Pool;
  onRead: ReadListener;
  onReplicaFailure: (replica: Replica, error: unknown) => void;
}

class ReadDriver implements Driver {
  private turn = 0;

  constructor(private readonly options: ReadDriverOptions) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new FailoverConnection(await this.replicaLease(), this);
  }

  /** A connection to the next replica that is up and answers; the primary's when none does. */
  private async replicaLease(): Promise<Lease> {
    const { replicas } = this.options;
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[this.turn++ % replicas.length];
      if (!replica?.available) continue;
      try {
        return { client: await replica.pool.connect(), target: 'replica', replica };
      } catch (error) {
        replica.markDown();
        this.onReplicaFailure(replica, error);
      }
    }
    return this.primaryLease();
  }

  async primaryLease(): Promise<Lease> {
    return { client: await this.options.primary.connect(), target: 'primary' };
  }

  onRead(target: ReadTarget): void {
    this.options.onRead(target);
  }

  onReplicaFailure(replica: Replica, error: unknown): void {
    this.options.onReplicaFailure(replica, error);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const words = ['start transaction'];
    if (settings.isolationLevel) words.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) words.push(settings.accessMode);
    await failover(connection).begin(CompiledQuery.raw(words.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await failover(connection).end(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await failover(connection).end(CompiledQuery.raw('rollback'));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    failover(connection).release();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await Promise.all(this.options.replicas.map((replica) => replica.pool.end()));
  }
}

/** Database.read over `replicas`, falling back to `primary`; destroying it ends the replicas' pools only. */
export function openReadPool(options: ReadDriverOptions, log: KyselyConfig['log']): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new ReadDriver(options),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log,
  });
}
