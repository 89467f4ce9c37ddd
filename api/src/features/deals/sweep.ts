import { sql } from 'kysely';
import { RESERVATION_DAYS } from './limits';
import type { DealParts } from './deal-parts';

// The reservation sweep (issue 37): a book reserved RESERVATION_DAYS ago with no hand-over agreed is available
// again, every conversation about it refetches and its queue hears on the bell. One statement decides, the same compare-and-set as
// a release; accepting a hand-over writes reserved_at afresh, so a reservation a hand-over has just made firm is
// no longer old when this statement rechecks the row it waited for.

export const RESERVATION_SWEEP_JOB = 'reservation-sweep';

export async function releaseStaleReservations(parts: DealParts): Promise<number> {
  // `held` is the row as the statement found it: the buyer it was held for is not told it is free.
  const released = await sql<{ id: number; held_for: number }>`
    UPDATE books b SET reserved_for_conversation_id = NULL, reserved_at = NULL
    FROM books held
    WHERE held.id = b.id AND b.reserved_for_conversation_id IS NOT NULL
      AND b.reserved_at < now() - make_interval(days => ${RESERVATION_DAYS})
      AND NOT EXISTS (SELECT 1 FROM handovers h
        WHERE h.conversation_id = b.reserved_for_conversation_id AND h.state IN ('accepted', 'done'))
    RETURNING b.id::int AS id, held.reserved_for_conversation_id::int AS held_for`.execute(parts.db);
  for (const book of released.rows) await parts.released(book.id, book.held_for);
  return released.rows.length;
}
