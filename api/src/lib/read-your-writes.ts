import type { FastifyInstance } from 'fastify';

// Read replicas lag the primary by a moment. A member who has just written (listed a book, saved a
// bookmark, sent a message) must see it on their next page, so for a few seconds after any write
// all their reads go to the primary. The marker is this instance's memory: what a member owns is
// read from the primary anyway (docs/operations.md, "Read replicas"), so another instance answering
// the next request can at worst show a book's bookmark star as it was a moment ago.

/** Longer than replication ever lags while the replica is healthy (milliseconds, usually). */
export const READ_YOUR_WRITES_MS = 5_000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Members who wrote something within the last READ_YOUR_WRITES_MS, by id. */
export class RecentWriters {
  /** Member id → until when; kept in the order written, so the oldest expire from the front. */
  private readonly until = new Map<number, number>();

  constructor(
    private readonly windowMs = READ_YOUR_WRITES_MS,
    private readonly now: () => number = Date.now,
  ) {}

  mark(memberId: number): void {
    const now = this.now();
    for (const [id, until] of this.until) {
      if (until > now) break;
      this.until.delete(id);
    }
    this.until.delete(memberId);
    this.until.set(memberId, now + this.windowMs);
  }

  wroteRecently(memberId: number): boolean {
    return (this.until.get(memberId) ?? 0) > this.now();
  }
}

/**
 * Marks a member as a recent writer when a request of theirs that may write is answered: before
 * the answer leaves, so that the member's next request already finds the mark.
 */
export function markWriters(app: FastifyInstance, writers: RecentWriters): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && !SAFE_METHODS.has(request.method)) writers.mark(request.user.id);
    done(null, payload);
  });
}
