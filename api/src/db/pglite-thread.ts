import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

// The server's side of the embedded database's worker thread (pglite-worker.mjs). It offers the
// two things @electric-sql/pglite/node-postgres asks of a PGlite, waitReady and
// execProtocolStream, so node-postgres and Kysely work over it unchanged.

interface Pending {
  resolve: (messages: unknown[]) => void;
  reject: (error: Error) => void;
}

interface WorkerReply {
  id?: number;
  ready?: true;
  failed?: string;
  closed?: true;
  messages?: Record<string, unknown>[];
  error?: Record<string, unknown>;
}

/** An error that crossed the thread, as an Error again, with its fields (code, detail, …). */
function revive(message: Record<string, unknown>): Record<string, unknown> | Error {
  if (message.isError !== true) return message;
  const { isError: _isError, ...fields } = message;
  return Object.assign(new Error(typeof fields.message === 'string' ? fields.message : 'database error'), fields);
}

export class PgliteThread {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(dataDir: string | undefined, loadDataDirFrom?: string) {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dataDir, loadDataDirFrom } });
    this.waitReady = new Promise((resolve, reject) => {
      const onReply = (reply: WorkerReply) => {
        if (reply.ready) resolve();
        else if (reply.failed !== undefined) reject(new Error(`The embedded database did not start: ${reply.failed}`));
        else return;
        this.worker.off('message', onReply);
      };
      this.worker.on('message', onReply);
      this.worker.once('error', reject);
    });
    this.worker.on('message', (reply: WorkerReply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', () => this.failAll(new Error('The embedded database thread has stopped')));
  }

  /** Send protocol bytes; resolves with PGlite's answer, errors among the messages (never thrown for them). */
  execProtocolStream(bytes: Uint8Array, _options?: { throwOnError?: boolean }): Promise<unknown[]> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, bytes });
    });
  }

  /** Write a tarball of the data directory, taken between two queries, to `file`. */
  async snapshot(file: string): Promise<void> {
    const id = this.nextId++;
    await new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, snapshotTo: file });
    });
  }

  async close(): Promise<void> {
    const id = this.nextId++;
    await new Promise<void>((resolve) => {
      this.pending.set(id, { resolve: () => resolve(), reject: () => resolve() });
      this.worker.postMessage({ id, close: true });
    });
    await this.worker.terminate();
  }

  /** What node-postgres's PGlite adapter takes. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }

  private settle(reply: WorkerReply): void {
    if (reply.id === undefined) return;
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.error) pending.reject(revive(reply.error) as Error);
    else pending.resolve((reply.messages ?? []).map(revive));
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
