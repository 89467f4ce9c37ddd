import pg from 'pg';
import { describeUrl, handleConnectionErrors, typeParsers } from './pg-settings';

// Streaming replicas of the primary (DATABASE_READ_URL) for reads that tolerate a second of lag.
// Which reads those are is decided where they are made (docs/operations.md, "Read replicas").

export type ReadTarget = 'replica' | 'primary';

/** Told which server answered each query of the read pool. */
export type ReadListener = (target: ReadTarget) => void;

/** How long a replica that failed is left alone before reads try it again. */
export const REPLICA_RETRY_MS = 5_000;

/**
 * A replica that cannot be reached is given up on quickly: the read goes to the primary instead,
 * so waiting the primary's 5 s for a connection would only slow every read down.
 */
const REPLICA_CONNECT_TIMEOUT_MS = 1_000;

/** One read replica and whether reads may go to it now. */
export class Replica {
  private downUntil = 0;

  constructor(
    readonly pool: pg.Pool,
    /** host:port/database, for logs and metrics (never contains a password). */
    readonly description: string,
    private readonly retryMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** False for `retryMs` after a failure; then the next read tries the replica again. */
  get available(): boolean {
    return this.now() >= this.downUntil;
  }

  markDown(): void {
    this.downUntil = this.now() + this.retryMs;
  }

  markUp(): void {
    this.downUntil = 0;
  }

  /** Whether the replica answers now (readiness); it is marked down or up accordingly. */
  async check(): Promise<void> {
    try {
      await this.pool.query('SELECT 1');
      this.markUp();
    } catch (error) {
      this.markDown();
      throw error;
    }
  }
}

export interface ReplicaOptions {
  urls: string[];
  /** Connections per replica (the same as the primary's pool). */
  poolSize: number;
  retryMs?: number;
  onConnectionError: (error: Error) => void;
}

export function openReplicas({ urls, poolSize, retryMs = REPLICA_RETRY_MS, onConnectionError }: ReplicaOptions): Replica[] {
  return urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      types: typeParsers,
    });
    const replica = new Replica(pool, describeUrl(url).replace(/^PostgreSQL at /, ''), retryMs);
    // A replica that goes away ends its idle connections first: reads stop going there at once.
    handleConnectionErrors(pool, (error) => {
      replica.markDown();
      onConnectionError(error);
    });
    return replica;
  });
}
