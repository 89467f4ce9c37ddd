import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../../plugins/session';
import type { BrowseCache } from '../books';
import type { Conversation, ConversationsService, LiveHub } from '../messages';
import type { Notifier } from '../notifications';
import { DealNotices } from './notices';
import { dealTexts } from './texts';

// What every step of a deal works with: the database, the conversations, the live hub, Browse's cache and the bell,
// and what each step does after it writes (tell the book's conversations, and its queue once it is free again; say
// why a reserve could not be made).

export type Member = Pick<SessionUser, 'id' | 'is_moderator'>;

const T = dealTexts;

export class DealParts {
  constructor(
    readonly db: Kysely<DB>,
    readonly conversations: ConversationsService,
    readonly live: LiveHub,
    readonly listings: BrowseCache,
    readonly notifier: Notifier,
  ) {
    this.notices = new DealNotices(db, notifier);
  }

  readonly notices: DealNotices;

  /** The book was held for conversation `heldFor` and is free again: its views refetch and its queue hears. */
  async released(bookId: number | null, heldFor: number | null): Promise<void> {
    await this.bookChanged(bookId);
    if (bookId !== null) await this.notices.availableAgain(bookId, heldFor);
  }

  /** Every open view of the book's conversations refetches (its status moved), and Browse forgets it. */
  async bookChanged(bookId: number | null): Promise<void> {
    this.listings.clear();
    if (bookId === null) return;
    const rows = await this.db
      .selectFrom('conversations')
      .select([
        sql<number>`id::int`.as('id'),
        sql<number | null>`buyer_id::int`.as('buyer_id'),
        sql<number | null>`seller_id::int`.as('seller_id'),
      ])
      .where('book_id', '=', bookId)
      .execute();
    for (const row of rows) {
      const memberIds = [row.buyer_id, row.seller_id].filter((id): id is number => id !== null);
      await this.live.publish({ type: 'conversation', conversation_id: row.id, member_ids: memberIds });
    }
  }

  /** The conversation's book as one compare-and-set would need it: 409 naming the state it is in. */
  whyNotReserved(conversation: Conversation): HttpError {
    if (conversation.reserved_here) return new HttpError(409, T.reservedHereAlready);
    if (conversation.book.status === 'reserved') return new HttpError(409, T.reservedForAnother);
    return new HttpError(409, T.bookNotListed);
  }
}
