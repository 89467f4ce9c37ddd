import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import {
  asImageType,
  ImageError,
  processImage,
  VARIANT_FORMATS,
  VARIANT_MIME,
  variantHeight,
  type ImageType,
  type VariantMime,
} from '../../lib/images';
import { JobQueue, QueueFullError } from '../../lib/job-queue';
import { IMAGE_LIMITS } from '../../limits';
import type { Storage } from '../../storage/storage';
import { uploadTexts } from './texts';

/** What a processed upload row records: the largest variant's size and every variant's width. */
export interface ImageRecord {
  width: number;
  height: number;
  widths: number[];
}

/** One variant as the contract gives it (`book_image_variants`). */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
  type: VariantMime;
}

/** How long a caller is asked to wait when the processing queue is full. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The image record of the book `b` (null until its image is processed): one primary-key lookup
 * per listed book, added to every list's columns.
 */
export function imageRecordColumn(): RawBuilder<ImageRecord | null> {
  return sql<ImageRecord | null>`(
    SELECT json_build_object('width', i.image_width, 'height', i.image_height, 'widths', i.variant_widths)
    FROM uploads i WHERE i.key = b.book_image AND i.processed_at IS NOT NULL)`;
}

/** The variants of upload `key` (WebP then JPEG, narrow to wide); none while it is not processed. */
export function imageVariants(storage: Storage, key: string, record: ImageRecord | null): ImageVariant[] {
  if (!record) return [];
  return VARIANT_FORMATS.flatMap((format) =>
    record.widths.map((width) => ({
      url: storage.variantUrl(key, width, format),
      width,
      height: variantHeight(width, record),
      type: VARIANT_MIME[format],
    })),
  );
}

/** `book_image`: the JPEG variant at least IMAGE_LIMITS.defaultWidth wide, else the widest. */
export function defaultImageUrl(storage: Storage, key: string, record: ImageRecord | null): string {
  const widths = record?.widths ?? [IMAGE_LIMITS.defaultWidth];
  const width = widths.find((w) => w >= IMAGE_LIMITS.defaultWidth) ?? widths[widths.length - 1] ?? IMAGE_LIMITS.defaultWidth;
  return storage.variantUrl(key, width, 'jpeg');
}

/** A row's `book_image` key and image record → the contract's `book_image` URL and `book_image_variants`. */
export function withImageUrls<T extends { book_image: string; image: ImageRecord | null }>(
  storage: Storage,
  row: T,
): Omit<T, 'image'> & { book_image_variants: ImageVariant[] } {
  const { image, ...rest } = row;
  return {
    ...rest,
    book_image: defaultImageUrl(storage, row.book_image, image),
    book_image_variants: imageVariants(storage, row.book_image, image),
  };
}

/** The API's words for why an image was refused. */
export function imageErrorMessage(error: ImageError): string {
  const M = uploadTexts;
  switch (error.problem) {
    case 'type-mismatch':
      return M.typeMismatch;
    case 'too-many-pixels':
      return M.tooManyPixels;
    case 'out-of-proportion':
      return M.outOfProportion;
    case 'side-too-long':
      return M.sideTooLong;
    case 'too-slow':
      return M.tooSlow;
    case 'unreadable':
      return M.unreadable;
    default:
      return M.notImage;
  }
}

export type ProcessOutcome = { status: 'processed'; record: ImageRecord } | { status: 'missing' } | { status: 'gone' };

/** Whose image is processed: a member (by id), or the start-up job's backlog, which takes its turn like one member. */
export type ImageOwner = number | 'backfill';

export interface ImageServiceOptions {
  /** Images processed at once (IMAGE_CONCURRENCY). */
  concurrency: number;
  /** The time one image may take, in seconds (IMAGE_TIMEOUT_SECONDS): then it is refused as too slow. */
  timeoutSeconds?: number;
  maxWaiting?: number;
  maxWaitingPerMember?: number;
}

/**
 * Turns uploaded images into their variants and removes images. One per app: its queue bounds
 * how many images are processed at once (IMAGE_CONCURRENCY) and how many may wait, takes
 * members in turn, and each image is stopped after IMAGE_TIMEOUT_SECONDS.
 */
export class ImageService {
  /** The processing queue (exposed for tests and metrics). */
  readonly queue: JobQueue;
  private readonly timeoutSeconds: number;
  /** Told how long each image took to process and whether it could be used (metrics). */
  onProcessed?: (seconds: number, outcome: 'processed' | 'refused') => void;

  constructor(
    private readonly db: Kysely<DB>,
    readonly storage: Storage,
    options: ImageServiceOptions,
  ) {
    this.queue = new JobQueue(
      options.concurrency,
      options.maxWaiting ?? IMAGE_LIMITS.maxWaitingJobs,
      options.maxWaitingPerMember ?? IMAGE_LIMITS.maxWaitingPerMember,
    );
    this.timeoutSeconds = options.timeoutSeconds ?? IMAGE_LIMITS.defaultTimeoutSeconds;
  }

  /**
   * Decode `bytes` and write the variants of `key`, in `owner`'s turn; nothing is written if the
   * image is refused. Throws ImageError for an image that cannot be used (or took too long),
   * HttpError 503 when too many wait (or too many of this owner's).
   */
  async writeVariants(key: string, bytes: Buffer, expected: ImageType | undefined, owner: ImageOwner): Promise<ImageRecord> {
    let processed;
    try {
      processed = await this.queue.run(async () => {
        const started = performance.now();
        try {
          const result = await processImage(bytes, expected, { timeoutSeconds: this.timeoutSeconds });
          this.onProcessed?.((performance.now() - started) / 1000, 'processed');
          return result;
        } catch (error) {
          this.onProcessed?.((performance.now() - started) / 1000, 'refused');
          throw error;
        }
      }, String(owner));
    } catch (error) {
      if (error instanceof QueueFullError) {
        const detail = error.reason === 'owner-full' ? uploadTexts.busyYours : uploadTexts.busy;
        throw new HttpError(503, detail, undefined, BUSY_RETRY_SECONDS);
      }
      throw error;
    }
    try {
      await Promise.all(processed.variants.map((variant) => this.storage.putVariant(key, variant.width, variant.format, variant.bytes)));
    } catch (error) {
      await this.storage.deleteImage(key).catch(() => undefined);
      throw error;
    }
    return { width: processed.width, height: processed.height, widths: processed.widths };
  }

  /**
   * Record that `key` is processed. False when its upload row is gone (the book was deleted or the
   * upload swept meanwhile): then the variants just written are removed again.
   */
  async record(key: string, record: ImageRecord, db: Kysely<DB> = this.db): Promise<boolean> {
    const updated = await db
      .updateTable('uploads')
      .set((eb) => ({
        image_width: record.width,
        image_height: record.height,
        variant_widths: record.widths,
        processed_at: new Date(),
        uploaded_at: eb.fn.coalesce('uploaded_at', sql<Date>`now()`),
      }))
      .where('key', '=', key)
      .returning('key')
      .executeTakeFirst();
    if (!updated) await this.storage.deleteImage(key);
    return updated !== undefined;
  }

  /**
   * Process the original stored at `key` (an S3 upload, or a local one from before variants) and
   * delete it once its variants are recorded. Throws ImageError when it cannot be used; with
   * `deleteRefused`, a refused original is deleted too (a new upload, which will never be served).
   */
  async processOriginal(
    key: string,
    expected: ImageType | undefined,
    { deleteRefused, owner }: { deleteRefused: boolean; owner: ImageOwner },
  ): Promise<ProcessOutcome> {
    const original = await this.storage.readOriginal(key);
    if (!original) return { status: 'missing' };
    let record: ImageRecord;
    try {
      record = await this.writeVariants(key, original, expected, owner);
    } catch (error) {
      if (deleteRefused && error instanceof ImageError) await this.storage.deleteOriginal(key);
      throw error;
    }
    if (!(await this.record(key, record))) return { status: 'gone' };
    await this.storage.deleteOriginal(key);
    return { status: 'processed', record };
  }

  /**
   * Remove every stored file of the images `keys` (originals and all variants). The one call for
   * deleting a book, sweeping uploads and (later) deleting an account; failures are logged and
   * counted, never thrown: the rows are already gone.
   */
  async remove(keys: readonly string[], log?: FastifyBaseLogger): Promise<number> {
    let failures = 0;
    for (const key of keys) {
      try {
        await this.storage.deleteImage(key);
      } catch (error) {
        failures += 1;
        log?.warn({ key, err: error }, 'could not delete the files of an image');
      }
    }
    return failures;
  }

  /**
   * Process every image a book uses that has no variants yet (uploaded before they existed),
   * oldest first, one at a time through the queue. Safe to run on several instances at once
   * (the same variants are written twice). Returns how many were processed and how many failed.
   */
  async processPending(log?: FastifyBaseLogger): Promise<{ processed: number; failed: number }> {
    const result = { processed: 0, failed: 0 };
    const tried = new Set<string>();
    for (;;) {
      const rows = await this.db
        .selectFrom('uploads as u')
        .select(['u.key', 'u.content_type'])
        .where('u.processed_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.exists(eb.selectFrom('books as b').select('b.id').whereRef('b.book_image', '=', 'u.key')),
            eb.exists(eb.selectFrom('book_images as bi').select('bi.book_id').whereRef('bi.key', '=', 'u.key')),
          ]),
        )
        .$if(tried.size > 0, (qb) => qb.where('u.key', 'not in', [...tried]))
        .orderBy('u.created_at')
        .limit(20)
        .execute();
      if (rows.length === 0) return result;
      for (const row of rows) {
        tried.add(row.key);
        try {
          // A legacy original that cannot be processed is kept: it is the book's only copy.
          const outcome = await this.processOriginal(row.key, asImageType(row.content_type), { deleteRefused: false, owner: 'backfill' });
          if (outcome.status === 'processed') result.processed += 1;
          else if (outcome.status === 'missing') {
            result.failed += 1;
            log?.warn({ key: row.key }, 'image processing: the original of a book image is missing');
          }
        } catch (error) {
          result.failed += 1;
          log?.warn({ key: row.key, err: error }, 'image processing: a book image could not be processed');
        }
      }
    }
  }
}
