/** A job could not even wait its turn: too many are already waiting. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/**
 * Runs async jobs at most `concurrency` at a time, in arrival order, with at most `maxWaiting`
 * waiting. Image processing goes through one: sharp works on libuv's thread pool (4 threads by
 * default), which the rest of the server needs too (file reads, DNS, zlib), so a burst of
 * uploads must not take all of it.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a whole number >= 1');
  }

  /** Jobs running now and waiting for their turn. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Run `job` when a slot is free; rejects at once with QueueFullError when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError('too many jobs waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next job (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
