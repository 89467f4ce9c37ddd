import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../texts';
import { recordAudit, type AuditActor } from '../admin';
import { dealTexts } from './texts';

// The moderation desk's part of the deal (issue 37): hand-overs whose two sides disagree (completed against a
// no-show or a cancellation) and thumbs-down ratings with their reasons; a moderator closes a disagreement, hides a
// rating or shows a hidden one again, each audited in the transaction that makes the change.

/** Down ratings the desk lists: the last 30 days, newest first. */
const DOWN_RATING_DAYS = 30;
const LIST_MAX = 100;

/** The audit log names what was acted on by the book the deal was about, as the desk showed it. */
async function bookOfHandover(db: Kysely<DB>, handoverId: number): Promise<string> {
  const row = await db
    .selectFrom('handovers as h')
    .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
    .select('c.book_name')
    .where('h.id', '=', handoverId)
    .executeTakeFirst();
  return row?.book_name ?? '';
}

/** A rating as the desk lists it: who rated whom, about which book and conversation, why, and when. */
const ratingRows = (db: Kysely<DB>) =>
  db
    .selectFrom('ratings as r')
    .innerJoin('handovers as h', 'h.id', 'r.handover_id')
    .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
    .leftJoin('users as ru', 'ru.id', 'r.rater_id')
    .leftJoin('users as te', 'te.id', 'r.ratee_id')
    .select([
      'r.id',
      'r.handover_id',
      sql<number>`c.id::int`.as('conversation_id'),
      'c.book_name',
      'r.reason',
      'r.body as text',
      'r.created_at',
      'ru.username as rater',
      'te.username as ratee',
    ]);

const memberOf = (username: string | null) => (username === null ? null : { username });

type RatingRow = Awaited<ReturnType<ReturnType<typeof ratingRows>['executeTakeFirstOrThrow']>>;

const ratingOut = (row: RatingRow) => ({
  id: row.id,
  handover_id: row.handover_id,
  conversation_id: row.conversation_id,
  book_name: row.book_name,
  reason: row.reason,
  text: row.text,
  created_at: new Date(row.created_at),
  rater: memberOf(row.rater),
  ratee: memberOf(row.ratee),
});

export class DealModeration {
  constructor(private readonly db: Kysely<DB>) {}

  async desk() {
    const disputes = await this.db
      .selectFrom('handovers as h')
      .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
      .leftJoin('users as bu', 'bu.id', 'c.buyer_id')
      .leftJoin('users as su', 'su.id', 'c.seller_id')
      .select([
        'h.id',
        sql<number>`c.id::int`.as('conversation_id'),
        'c.book_name',
        'h.at',
        'h.place',
        'h.buyer_outcome',
        'h.seller_outcome',
        'h.disputed_at',
        'bu.username as buyer',
        'su.username as seller',
      ])
      .where('h.disputed_at', 'is not', null)
      .where('h.dispute_resolved_at', 'is', null)
      .orderBy('h.disputed_at')
      .limit(LIST_MAX)
      .execute();
    const ratings = await ratingRows(this.db)
      .where('r.score', '=', 'down')
      .where('r.hidden_at', 'is', null)
      .where(sql<boolean>`r.created_at > now() - make_interval(days => ${DOWN_RATING_DAYS})`)
      .orderBy('r.id', 'desc')
      .limit(LIST_MAX)
      .execute();
    const hidden = await ratingRows(this.db)
      .leftJoin('users as hu', 'hu.id', 'r.hidden_by')
      .select(['r.score', 'r.hidden_at', 'hu.username as hidden_by'])
      .where('r.hidden_at', 'is not', null)
      .orderBy('r.hidden_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(LIST_MAX)
      .execute();
    return {
      disputes: disputes.map((row) => ({
        handover_id: row.id,
        conversation_id: row.conversation_id,
        book_name: row.book_name,
        at: new Date(row.at),
        place: row.place,
        buyer_outcome: row.buyer_outcome,
        seller_outcome: row.seller_outcome,
        disputed_at: new Date(row.disputed_at ?? row.at),
        buyer: memberOf(row.buyer),
        seller: memberOf(row.seller),
      })),
      down_ratings: ratings.map(ratingOut),
      hidden_ratings: hidden.map((row) => ({
        ...ratingOut(row),
        score: row.score,
        hidden_at: new Date(row.hidden_at ?? row.created_at),
        hidden_by: memberOf(row.hidden_by),
      })),
    };
  }

  /**
   * Hide a rating from the member page (`hide`) or show it again. The page's counts are read from the row, so one
   * compare-and-set on it is the whole change: moderators racing to hide and unhide leave the page and the audit log
   * agreeing (each change is audited in its transaction), and a step the rating is already in answers 409. The rated
   * member is told nothing either way.
   */
  async setRatingHidden(moderator: AuditActor, ratingId: number, hide: boolean, reason: string | undefined): Promise<void> {
    const done = await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('ratings')
        .set(hide ? { hidden_by: moderator.id, hidden_at: new Date() } : { hidden_by: null, hidden_at: null })
        .where('id', '=', ratingId)
        .where('hidden_at', hide ? 'is' : 'is not', null)
        .returning('handover_id')
        .executeTakeFirst();
      if (!changed) return false;
      const targetLabel = await bookOfHandover(trx, changed.handover_id);
      await recordAudit(trx, moderator, {
        action: hide ? 'hide-rating' : 'unhide-rating',
        targetType: 'rating',
        targetId: ratingId,
        targetLabel,
        reason: reason ?? '',
      });
      return true;
    });
    if (done) return;
    const exists = await this.db.selectFrom('ratings').select('id').where('id', '=', ratingId).executeTakeFirst();
    if (!exists) throw new HttpError(404, messages.errors.notFound);
    throw new HttpError(409, hide ? dealTexts.ratingHiddenAlready : dealTexts.ratingNotHidden);
  }

  /** Close a disagreement once a moderator has looked; audited. Closing one already closed changes nothing. */
  async resolveDispute(moderator: AuditActor, handoverId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const resolved = await trx
        .updateTable('handovers')
        .set({ dispute_resolved_at: new Date() })
        .where('id', '=', handoverId)
        .where('disputed_at', 'is not', null)
        .where('dispute_resolved_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!resolved) return;
      const targetLabel = await bookOfHandover(trx, handoverId);
      await recordAudit(trx, moderator, { action: 'resolve-handover-dispute', targetType: 'handover', targetId: handoverId, targetLabel });
    });
    const exists = await this.db
      .selectFrom('handovers')
      .select('id')
      .where('id', '=', handoverId)
      .where('disputed_at', 'is not', null)
      .executeTakeFirst();
    if (!exists) throw new HttpError(404, messages.errors.notFound);
  }
}
