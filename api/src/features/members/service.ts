import { sql, type Kysely } from 'kysely';
import type { RatingReason, RatingScore } from '../../db/deals-schema';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { suspendedNow } from '../../lib/suspension';
import { messages } from '../../texts';
import { LISTED, type BookRows, type Viewer } from '../books';
import { MEMBER_BOOKS_MAX, RATING_BLIND_DAYS, RATINGS_LISTED_MAX, RATINGS_MONTHS, REPLY_SAMPLE_MIN, REPLY_WINDOW_DAYS } from './limits';
import type { MemberPage, MemberSummary } from './schemas';

// A member's public page (issue 37): their listed books, completed hand-overs, the ratings others gave them and
// how fast they reply. Ratings are double-blind: shown once published (both rated: features/deals) or a week after
// the hand-over's first outcome, the rule read here; hidden ones never.

interface RatingRow {
  score: RatingScore;
  reason: RatingReason | null;
  text: string | null;
  created_at: Date;
  username: string | null;
  first_name: string | null;
  by_buyer: boolean;
}

export class MembersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly rows: BookRows,
  ) {}

  async page(username: string, viewer: Viewer): Promise<MemberPage> {
    const member = await this.member(username);
    const id = member.id;
    const [books, ratings, figures] = await Promise.all([
      this.rows
        .itemQuery(viewer, undefined)
        .where(LISTED)
        .where('b.user_id', '=', id)
        .orderBy('b.id', 'desc')
        .limit(MEMBER_BOOKS_MAX)
        .execute(),
      this.shownRatings(id)
        .select([
          'r.score',
          'r.reason',
          'r.body as text',
          'r.created_at',
          'ru.username',
          'ru.first_name',
          sql<boolean>`c.seller_id = ${id}`.as('by_buyer'),
        ])
        .orderBy('r.created_at', 'desc')
        .limit(RATINGS_LISTED_MAX)
        .execute() as Promise<RatingRow[]>,
      this.figures(member),
    ]);
    return {
      ...figures,
      area: member.location,
      books: books.map((row) => this.rows.toItem(row)),
      ratings: {
        ...figures.ratings,
        items: ratings.map((row) => ({
          score: row.score,
          reason: row.reason,
          text: row.text,
          created_at: new Date(row.created_at),
          by: row.username === null ? null : { username: row.username, first_name: row.first_name ?? '' },
          by_role: row.by_buyer ? ('buyer' as const) : ('seller' as const),
        })),
      },
    };
  }

  /** The page's figures alone (the seller's line on a book page): three small aggregates, no books or rating texts. */
  async summary(username: string): Promise<MemberSummary> {
    return this.figures(await this.member(username));
  }

  private async member(username: string) {
    const member = await this.db
      .selectFrom('users as u')
      .select(['u.id', 'u.username', 'u.first_name', 'u.date_joined', 'u.location', sql<boolean>`${suspendedNow('u')}`.as('suspended')])
      .where('u.username', '=', username)
      .executeTakeFirst();
    if (!member) throw new HttpError(404, messages.errors.notFound);
    return member;
  }

  private async figures(member: { id: number; username: string; first_name: string; date_joined: Date | string; suspended: boolean }) {
    const id = member.id;
    const [counts, completed, replies] = await Promise.all([
      this.shownRatings(id)
        .select([
          sql<number>`count(*) FILTER (WHERE r.score = 'up')::int`.as('up'),
          sql<number>`count(*) FILTER (WHERE r.score = 'down')::int`.as('down'),
        ])
        .executeTakeFirstOrThrow(),
      sql<{ n: number }>`
        SELECT count(*)::int AS n FROM handovers h JOIN conversations c ON c.id = h.conversation_id
        WHERE (c.buyer_id = ${id} OR c.seller_id = ${id}) AND h.buyer_outcome = 'completed' AND h.seller_outcome = 'completed'`.execute(
        this.db,
      ),
      this.replyHours(id),
    ]);
    return {
      username: member.username,
      first_name: member.first_name,
      member_since: new Date(member.date_joined),
      suspended: member.suspended,
      handovers_completed: completed.rows[0]?.n ?? 0,
      ratings: { up: counts.up, down: counts.down },
      replies_within_hours: replies,
    };
  }

  /** The ratings of member `id` anyone may read: not hidden, of the last 12 months, published (or a week past the outcome). */
  private shownRatings(id: number) {
    return this.db
      .selectFrom('ratings as r')
      .innerJoin('handovers as h', 'h.id', 'r.handover_id')
      .innerJoin('conversations as c', 'c.id', 'h.conversation_id')
      .leftJoin('users as ru', 'ru.id', 'r.rater_id')
      .where('r.ratee_id', '=', id)
      .where('r.hidden_at', 'is', null)
      .where(sql<boolean>`r.created_at > now() - make_interval(months => ${RATINGS_MONTHS})`)
      .where(
        sql<boolean>`(r.published_at IS NOT NULL OR LEAST(h.buyer_outcome_at, h.seller_outcome_at) < now() - make_interval(days => ${RATING_BLIND_DAYS}))`,
      );
  }

  /**
   * The median time from the other member's first message in a conversation to the member's first answer after it,
   * in whole hours rounded up (at least 1), over conversations of the last 90 days; null with too few answers.
   */
  private async replyHours(id: number): Promise<number | null> {
    const result = await sql<{ median: number | string | null; n: number }>`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM x.reply - x.asked)) AS median, count(*)::int AS n
      FROM (
        SELECT asked.t AS asked, (SELECT min(m.created_at) FROM messages m
          WHERE m.conversation_id = c.id AND m.from_seller = (c.seller_id = ${id}) AND m.created_at > asked.t) AS reply
        FROM conversations c
        CROSS JOIN LATERAL (SELECT min(m.created_at) AS t FROM messages m
          WHERE m.conversation_id = c.id AND m.from_seller = (c.seller_id IS DISTINCT FROM ${id})) AS asked
        WHERE (c.buyer_id = ${id} OR c.seller_id = ${id}) AND asked.t > now() - make_interval(days => ${REPLY_WINDOW_DAYS})
      ) AS x WHERE x.reply IS NOT NULL`.execute(this.db);
    const row = result.rows[0];
    if (!row || row.n < REPLY_SAMPLE_MIN || row.median === null) return null;
    return Math.max(1, Math.ceil(Number(row.median) / 3600));
  }
}
