import { sql } from 'kysely';
import type { DealParts } from './deal-parts';
import { REMINDER_HOURS } from './limits';

// The reminder before a hand-over (issue 37): every few minutes, each accepted hand-over starting within the next
// REMINDER_HOURS that nobody has reported on and that was not reminded yet tells both members: the bell, and mail of
// the kind `handovers` as each chose on Profile (features/mail-delivery mails it, with the calendar file). Each
// hand-over is claimed by a compare-and-set on reminded_at in the transaction that records the notices, so two API
// instances running the job at once remind once. A time already past, or a hand-over replaced, done or on a book that
// is gone, is not reminded.

export const HANDOVER_REMINDER_JOB = 'handover-reminders';
/** Every five minutes: a reminder goes out between two hours and 1 h 55 before the time. */
export const HANDOVER_REMINDER_CRON = '*/5 * * * *';

/** What still needs a reminder now (the claim rechecks it all). */
const DUE = sql<boolean>`h.state = 'accepted' AND h.reminded_at IS NULL AND h.at > now()
  AND h.at <= now() + make_interval(hours => ${REMINDER_HOURS})
  AND h.buyer_outcome IS NULL AND h.seller_outcome IS NULL`;

interface Claimed {
  id: number;
  at: Date;
  place: string;
  conversation_id: number;
  book_id: number;
  buyer_id: number;
  seller_id: number;
}

/** Remind every hand-over that is due; returns how many were reminded by this run. */
export async function remindHandovers(parts: DealParts): Promise<number> {
  const { notifier } = parts;
  const due = await sql<{ id: number }>`
    SELECT h.id::int AS id FROM handovers h WHERE ${DUE} ORDER BY h.at`.execute(parts.db);
  let reminded = 0;
  for (const { id } of due.rows) {
    const created = await parts.db.transaction().execute(async (trx) => {
      // The claim: a run that waited on this row finds reminded_at set and writes nothing.
      const claimed = await sql<Claimed>`
        UPDATE handovers h SET reminded_at = now()
        FROM conversations c
        WHERE h.id = ${id} AND c.id = h.conversation_id AND ${DUE}
          AND c.book_id IS NOT NULL AND c.buyer_id IS NOT NULL AND c.seller_id IS NOT NULL
        RETURNING h.id::int AS id, h.at, h.place, c.id::int AS conversation_id, c.book_id::int AS book_id,
          c.buyer_id::int AS buyer_id, c.seller_id::int AS seller_id`.execute(trx);
      const row = claimed.rows[0];
      if (!row) return [];
      const details = { conversation_id: row.conversation_id, handover_id: row.id, at: new Date(row.at).toISOString(), place: row.place };
      return notifier.record(
        [row.buyer_id, row.seller_id].map((userId) => ({ userId, kind: 'handovers' as const, bookId: row.book_id, details })),
        trx,
      );
    });
    if (created.length === 0) continue;
    reminded += 1;
    await notifier.announce(created);
  }
  return reminded;
}
