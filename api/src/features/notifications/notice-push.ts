import { sql, type Kysely } from 'kysely';
import type { DB, NotificationKind } from '../../db/schema';
import { shownToMember } from '../books';
import type { PushKind, PushMessage, PushSender } from '../push';
import { noticePushTexts as T } from './texts';
import { isbnSearchOf } from './wanted-search';

// The notices that also push to the member's browsers (issue 41), as each member chose per kind on Profile. Sent
// once the notices are committed, in the background: a push service that is slow or down never holds up the job or
// request that made them.

const PUSH_KIND_OF: Partial<Record<NotificationKind, PushKind>> = {
  wanted_listed: 'wanted',
  listing_expiring: 'expiry',
  handovers: 'handovers',
};

/** "A book for your search ISBN …: <title>" for a search by ISBN alone, else the book, near the member or not. */
function wantedTitle(details: Record<string, unknown>, book: string): string {
  const isbn = isbnSearchOf(details);
  return isbn ? T.wantedIsbnTitle(isbn, book) : T.wantedTitle(book, details.near === true);
}

export interface CreatedNotice {
  id: number;
  user_id: number;
  kind: NotificationKind;
}

export class NoticePushes {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly push: PushSender,
  ) {}

  /** Each notice of a kind that pushes goes to its member's browsers (unless they turned that kind off). */
  send(created: CreatedNotice[]): void {
    for (const notice of created) {
      const kind = PUSH_KIND_OF[notice.kind];
      if (kind) this.push.noticeLater(notice.user_id, kind, () => this.compose(notice.id));
    }
  }

  /** The push for a notice, as things are when it is sent: nothing once its book is gone or no longer shown. */
  async compose(id: number): Promise<PushMessage | undefined> {
    const row = await this.db
      .selectFrom('notifications as n')
      .innerJoin('books as b', 'b.id', 'n.book_id')
      .leftJoin('conversations as c', (join) => join.on(sql<boolean>`c.id = (n.details->>'conversation_id')::bigint`))
      .leftJoin('users as o', (join) => join.on(sql<boolean>`o.id = CASE WHEN c.buyer_id = n.user_id THEN c.seller_id ELSE c.buyer_id END`))
      .select([
        'n.kind',
        'n.details',
        'b.id as book_id',
        'b.name',
        'b.is_sold',
        'b.is_disabled',
        'c.id as conversation_id',
        'c.book_name',
        'o.first_name as other_first_name',
        shownToMember(sql.ref('n.user_id')).as('shown'),
      ])
      .where('n.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    switch (row.kind) {
      case 'wanted_listed':
        // Another member's book is named only while it is listed (the bell's rule).
        if (!row.shown) return undefined;
        return {
          title: wantedTitle(row.details, row.name),
          body: T.wantedBody,
          url: `/books/${row.book_id}`,
          tag: `wanted-${row.book_id}`,
        };
      case 'listing_expiring':
        if (row.is_sold || row.is_disabled) return undefined;
        return { title: T.expiringTitle(row.name), body: T.expiringBody, url: '/mybooks', tag: `expiry-${row.book_id}` };
      case 'handovers':
        if (row.conversation_id === null) return undefined;
        return {
          title: T.handoverTitle(row.book_name ?? row.name),
          body: T.handoverBody(row.other_first_name ?? T.formerMember),
          url: `/messages/${row.conversation_id}`,
          tag: `handover-${row.conversation_id}`,
        };
      default:
        return undefined;
    }
  }
}
