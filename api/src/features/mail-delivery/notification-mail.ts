import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { currentLanguage } from '../../lib/language';
import { messages } from '../../texts';
import { shownToMember } from '../books';
import { isbnSearchOf, MAIL_KIND_OF, type NotificationMailJob } from '../notifications';
import { handoverReminderMail } from './handover-mail';
import type { MailLinks } from './links';
import type { Delivered, MailAbout, MailSender } from './sender';

const M = messages.mail;
const D = messages.digest;

/** A text field of a notification's details ('' when there is none). */
function textOf(details: Record<string, unknown>, field: string): string {
  const value = details[field];
  return typeof value === 'string' ? value : '';
}

/** "25 November 2026" ("२०२६ नोभेम्बर २५"): how mail names the day a listing ends, in the mail's language. */
export function mailDate(date: Date): string {
  const locale = currentLanguage() === 'ne' ? 'ne-NP' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/**
 * The job behind a notification's mail: reads the notification as it is now and mails it (or adds it
 * to the digest) as its member chose. A notification whose book is gone, another member's book no
 * longer listed, or (for listing reminders) sold or disabled since, sends nothing.
 */
export async function mailNotification(
  db: Kysely<DB>,
  sender: MailSender,
  links: MailLinks,
  { notification_id: id }: NotificationMailJob,
): Promise<Delivered | 'gone'> {
  const row = await db
    .selectFrom('notifications as n')
    .innerJoin('books as b', 'b.id', 'n.book_id')
    .leftJoin('saved_searches as s', 's.id', 'n.saved_search_id')
    .select([
      'n.user_id',
      'n.kind',
      'n.details',
      'b.id as book_id',
      'b.name',
      'b.price',
      'b.is_sold',
      'b.is_disabled',
      'b.expires_at',
      's.query',
      shownToMember(sql.ref('n.user_id')).as('shown'),
      sql<boolean | null>`CASE WHEN s.id IS NULL THEN NULL ELSE s.location IS NOT NULL END`.as('search_near'),
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
  const kind = row && MAIL_KIND_OF[row.kind];
  // Another member's book is named only while it is listed (the bell's rule, notifications/service.ts):
  // one back in review since may carry text and photos no moderator has seen.
  if (!row || !kind || !row.shown) return 'gone';
  // Written in the member's language, whatever language the request that made the notification was answered in.
  return sender.inMemberLanguage(row.user_id, async (): Promise<Delivered | 'gone'> => {
    const book = { id: row.book_id, name: row.name, price: row.price };
    const bookLink = links.url(`/books/${book.id}`);
    let about: Omit<MailAbout, 'userId' | 'kind'>;
    switch (row.kind) {
      case 'wanted_listed': {
        const search = row.query ?? textOf(row.details, 'search');
        // The search as it is now (its member may have removed its place); a deleted search, as it was when it matched.
        const near = row.search_near ?? row.details.near === true;
        // A search by ISBN alone has no words to quote: it is named by the ISBN.
        const isbn = isbnSearchOf({ ...row.details, search });
        const title = isbn ? D.wantedIsbn(isbn, book.name) : D.wanted(book.name, near);
        about = {
          digestLine: { title, link: bookLink },
          notice: {
            subject: isbn ? M.wantedIsbnSubject(isbn, book.name) : M.wantedSubject(book.name, near),
            heading: M.wantedHeading,
            body: isbn ? M.wantedIsbnBody(book.name, book.price, isbn) : M.wantedBody(book.name, book.price, search),
            action: { label: M.wantedAction, href: bookLink },
          },
        };
        break;
      }
      case 'book_accepted':
        about = {
          digestLine: { title: D.accepted(book.name), link: bookLink },
          notice: {
            subject: M.acceptedSubject(book.name),
            heading: M.acceptedHeading,
            body: M.acceptedBody(book.name),
            action: { label: M.acceptedAction, href: bookLink },
          },
        };
        break;
      case 'book_rejected': {
        const reason = textOf(row.details, 'reason');
        const myBooks = links.url('/mybooks');
        about = {
          digestLine: { title: D.rejected(book.name), link: myBooks },
          notice: {
            subject: M.rejectedSubject(book.name),
            heading: M.rejectedHeading,
            body: M.rejectedBody(book.name, reason),
            action: { label: M.rejectedAction, href: myBooks },
          },
        };
        break;
      }
      case 'listing_expiring':
      case 'listing_expired': {
        if (row.is_sold || row.is_disabled) return 'gone';
        const renew = await links.renewLink(row.user_id, book.id);
        const ending = row.kind === 'listing_expiring';
        const date = mailDate(row.expires_at ?? new Date());
        about = {
          digestLine: { title: ending ? D.expiring(book.name, date) : D.expired(book.name), link: renew },
          notice: ending
            ? {
                subject: M.expiringSubject(book.name),
                heading: M.expiringHeading,
                body: M.expiringBody(book.name, date),
                action: { label: M.expiringAction, href: renew },
              }
            : {
                subject: M.expiredSubject(book.name),
                heading: M.expiredHeading,
                body: M.expiredBody(book.name),
                action: { label: M.expiredAction, href: renew },
              },
        };
        break;
      }
      case 'handovers': {
        const reminder = await handoverReminderMail(db, links, row.user_id, row.details.handover_id);
        if (!reminder) return 'gone';
        about = reminder;
        break;
      }
      default:
        return 'gone';
    }
    return sender.deliver({ userId: row.user_id, kind, ...about });
  });
}
