import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { UPLOAD_LIMITS } from '../../limits';
import type { ImageService } from './images';

/** How often a running server sweeps (the first sweep runs at start). */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows claimed per transaction, so one sweep never holds many row locks for long. */
const SWEEP_BATCH_SIZE = 500;

/**
 * How long an upload stays usable by a new book: the grant's validity (5 minutes) plus the margin
 * (UPLOAD_SWEEP_MARGIN_HOURS). Create-book refuses older keys and the sweep deletes older unused ones,
 * both measured from the grant's `created_at`.
 */
export function uploadUsableMs(marginHours: number): number {
  return UPLOAD_LIMITS.grantTtlSeconds * 1000 + marginHours * 60 * 60 * 1000;
}

/** Uploads granted before this moment can no longer be used by a new book. */
export function uploadUsableCutoff(marginHours: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - uploadUsableMs(marginHours));
}

export interface SweepResult {
  /** Upload rows deleted (each one's image, original and variants, was deleted from storage too, unless counted in `fileErrors`). */
  removed: number;
  /** Images whose storage delete failed after their row was deleted (logged; the row is gone). */
  fileErrors: number;
}

/** No book uses the upload `u`: not as its cover, nor among its photos. */
function unused(eb: ExpressionBuilder<DB & { u: DB['uploads'] }, 'u'>) {
  return eb.and([
    eb.not(eb.exists(eb.selectFrom('books as b').select('b.id').whereRef('b.book_image', '=', 'u.key'))),
    eb.not(eb.exists(eb.selectFrom('book_images as bi').select('bi.book_id').whereRef('bi.key', '=', 'u.key'))),
  ]);
}

/** One batch: lock unused uploads granted before `cutoff`, delete those still unused, answer their keys. */
async function sweepBatch(db: Kysely<DB>, cutoff: Date, batchSize: number): Promise<{ candidates: number; keys: string[] }> {
  return db.transaction().execute(async (trx) => {
    // SKIP LOCKED: another instance's sweep, or a create-book holding the row (FOR SHARE), wins it.
    const candidates = await trx
      .selectFrom('uploads as u')
      .select('u.key')
      .where('u.created_at', '<', cutoff)
      .where(unused)
      .orderBy('u.created_at')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute();
    if (candidates.length === 0) return { candidates: 0, keys: [] };
    // A second statement, so a new snapshot: a book created by a transaction that held one of these
    // rows until we locked it is visible here, and its upload is kept.
    const deleted = await trx
      .deleteFrom('uploads as u')
      .where(
        'u.key',
        'in',
        candidates.map((row) => row.key),
      )
      .where(unused)
      .returning('u.key')
      .execute();
    return { candidates: candidates.length, keys: deleted.map((row) => row.key) };
  });
}

/**
 * Delete the uploads no book uses and none can use any more (granted before `cutoff`): the row
 * first (from then on create-book cannot claim the key), then the image in storage, original and
 * variants (missing ones are fine). Safe to run twice and from several instances at once.
 */
export async function sweepUnusedUploads(
  db: Kysely<DB>,
  images: ImageService,
  cutoff: Date,
  { batchSize = SWEEP_BATCH_SIZE, log }: { batchSize?: number; log?: FastifyBaseLogger } = {},
): Promise<SweepResult> {
  const result: SweepResult = { removed: 0, fileErrors: 0 };
  for (;;) {
    const batch = await sweepBatch(db, cutoff, batchSize);
    result.fileErrors += await images.remove(batch.keys, log);
    result.removed += batch.keys.length;
    if (batch.candidates < batchSize) return result;
  }
}

export interface UploadSweeper {
  /** Sweep now (the timer calls this); concurrent calls share one sweep. */
  run(now?: Date): Promise<SweepResult>;
  /** Stop the timer and wait for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Sweeps at once and then every `intervalMs` on an unref'd timer (it never keeps the process
 * alive); logs how many uploads each sweep removed. Errors are logged, never thrown from the timer.
 */
export function startUploadSweeper({
  db,
  images,
  marginHours,
  log,
  intervalMs = UPLOAD_SWEEP_INTERVAL_MS,
}: {
  db: Kysely<DB>;
  images: ImageService;
  marginHours: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): UploadSweeper {
  let running: Promise<SweepResult> | undefined;
  let stopped = false;

  const run = (now: Date = new Date()): Promise<SweepResult> => {
    running ??= sweepUnusedUploads(db, images, uploadUsableCutoff(marginHours, now), { log })
      .then((result) => {
        log.info({ removed: result.removed, fileErrors: result.fileErrors }, `upload sweep: removed ${result.removed} unused upload(s)`);
        return result;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = () => {
    if (stopped) return;
    run().catch((error: unknown) => log.error({ err: error }, 'upload sweep failed'));
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();

  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
