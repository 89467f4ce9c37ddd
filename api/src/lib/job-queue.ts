/** A job could not even wait its turn: too many are already waiting (in all, or of its owner's). */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(readonly reason: 'full' | 'owner-full') {
    super(reason === 'full' ? 'too many jobs waiting' : "too many of this owner's jobs waiting");
  }
}

interface Owner {
  running: number;
  /** The waiting jobs' wake-ups with their arrival numbers, oldest first. */
  waiting: { seq: number; start: () => void }[];
  /** When (counted in starts) a job of this owner last started; -1: none has since it was last idle. */
  lastStarted: number;
}

/**
 * Runs async jobs at most `concurrency` at a time, with at most `maxWaiting` waiting and at most
 * `maxWaitingPerOwner` of one owner's. Image processing goes through one: sharp works on libuv's
 * thread pool (4 threads by default), which the rest of the server needs too (file reads, DNS,
 * zlib), so a burst of uploads must not take all of it.
 *
 * Fair between owners (members): a free slot goes to the owner whose last job started longest
 * ago (one that has not started any goes first, in arrival order), so one member's backlog is
 * served in turn with everyone else's rather than ahead of it.
 */
export class JobQueue {
  private running = 0;
  private waitingCount = 0;
  private arrivals = 0;
  private starts = 0;
  private readonly owners = new Map<string, Owner>();

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
    readonly maxWaitingPerOwner: number = maxWaiting,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a whole number >= 1');
  }

  /** Jobs running now and waiting for their turn. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waitingCount };
  }

  /** Jobs of `owner` waiting for their turn. */
  waitingOf(owner: string): number {
    return this.owners.get(owner)?.waiting.length ?? 0;
  }

  /**
   * Run `job` of `owner` when a slot is its turn (jobs of one owner run in arrival order); rejects
   * at once with QueueFullError when there is no room to wait.
   */
  async run<T>(job: () => Promise<T>, owner = ''): Promise<T> {
    const seq = this.arrivals++;
    const state = this.owners.get(owner) ?? { running: 0, waiting: [], lastStarted: -1 };
    if (this.running >= this.concurrency) {
      if (this.waitingCount >= this.maxWaiting) throw new QueueFullError('full');
      if (state.waiting.length >= this.maxWaitingPerOwner) throw new QueueFullError('owner-full');
      this.owners.set(owner, state);
      this.waitingCount += 1;
      await new Promise<void>((start) => state.waiting.push({ seq, start }));
    } else {
      this.owners.set(owner, state);
      this.running += 1;
      state.running += 1;
      state.lastStarted = this.starts++;
    }
    try {
      return await job();
    } finally {
      state.running -= 1;
      if (state.running === 0 && state.waiting.length === 0) this.owners.delete(owner);
      // Hand the slot straight to the next job (running stays the same), or free it.
      if (!this.startNext()) this.running -= 1;
    }
  }

  /** Start the waiting job whose owner's turn it is; false when none waits. */
  private startNext(): boolean {
    let next: Owner | undefined;
    for (const state of this.owners.values()) {
      const first = state.waiting[0];
      if (!first) continue;
      const nextFirst = next?.waiting[0];
      if (
        !next ||
        !nextFirst ||
        state.lastStarted < next.lastStarted ||
        (state.lastStarted === next.lastStarted && first.seq < nextFirst.seq)
      ) {
        next = state;
      }
    }
    const job = next?.waiting.shift();
    if (!next || !job) return false;
    this.waitingCount -= 1;
    next.running += 1;
    next.lastStarted = this.starts++;
    job.start();
    return true;
  }
}
