// Types of pg-sandbox.mjs for the TypeScript tests that import it (plain JS so it runs before `npm install`).

export const TEST_DATABASE: string;

export function findPostgresBin(): string | null;

export interface Postgres {
  url: string;
  port: number;
  dataDir: string;
  binDir: string;
  logFile: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export function startPostgres(options?: {
  port?: number;
  database?: string;
  timeoutMs?: number;
  durable?: boolean;
  settings?: Record<string, string>;
}): Promise<Postgres>;

export interface Replica {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  remove(): Promise<void>;
}

export function startReplica(primary: Pick<Postgres, 'port' | 'binDir' | 'url'>, options?: { timeoutMs?: number }): Promise<Replica>;
