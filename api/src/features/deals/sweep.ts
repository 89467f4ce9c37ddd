import { sql } from 'kysely';
import { RESERVATION_DAYS } from './limits';
import type { DealParts } from './deal-parts';

// The reservation sweep (issue 37): a book reserved RESERVATION_DAYS ago with no hand-over agreed is available
// again, and every conversation about it (the queue) refetches. One statement decides, the same compare-and-set as
// a release; accepting a hand-over writes reserved_at afresh, so a reservation a hand-over has just made firm is
// no longer old when this statement rechecks the row it waited for.

export const RESERVATION_SWEEP_JOB = 'reservation-sweep';

export async function releaseStaleReservations(parts: DealParts): Promise<number> {
  const released = await sql<{ id: number }>`
    UPDATE books b SET reserved_for_conversation_id = NULL, reserved_at = NULL
    WHERE b.reserved_for_conversation_id IS NOT NULL AND b.reserved_at < now() - make_interval(days => ${RESERVATION_DAYS})
      AND NOT EXISTS (SELECT 1 FROM handovers h
        WHERE h.conversation_id = b.reserved_for_conversation_id AND h.state IN ('accepted', 'done'))
    RETURNING b.id::int AS id`.execute(parts.db);
  for (const book of released.rows) await parts.bookChanged(book.id);
  return released.rows.length;
}
