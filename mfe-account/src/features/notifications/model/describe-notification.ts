import { formatPrice } from '@booknook/design-system';
import { dayAndTime, shortDate } from '../../../lib/dates';
import type { Notification } from '../api/notifications';
import { notificationsMessages as t } from '../notifications-messages';

// A notification in words (issue 25): what happened, a second line where there is more to say, where it leads.

export interface NotificationView {
  /** What happened, naming the book. */
  text: string;
  /** A second line: the moderator's reason, the old price, the matching search, what to do. */
  detail: string | null;
  /** The page it is about: the book's page, or My Books for the member's own listings. */
  href: string | null;
  /** A listing that ends or has ended, which the member may renew from here. */
  renewable: boolean;
}

const bookPage = (book: Notification['book']) => (book ? `/books/${book.id}` : null);
/** The deal's notices lead to their conversation. */
const conversationPage = (details: Notification['details']) =>
  details.conversation_id === undefined ? null : `/messages/${details.conversation_id}`;

export function describeNotification(notification: Notification, now: Date = new Date()): NotificationView {
  const { book, details } = notification;
  const name = book?.name ?? t.goneBook;
  switch (notification.kind) {
    case 'wanted_listed':
      // A search by ISBN alone: the ISBN names it, as the member may await several editions.
      if (!details.search?.trim() && details.isbn) {
        return {
          text: t.wantedIsbn(details.isbn, name),
          detail: details.near ? t.wantedNear : null,
          href: bookPage(book),
          renewable: false,
        };
      }
      return {
        text: t.wantedListed(name, details.near === true),
        detail: details.search ? t.wantedSearch(details.search) : null,
        href: bookPage(book),
        renewable: false,
      };
    case 'book_accepted':
      return { text: t.accepted(name), detail: null, href: bookPage(book), renewable: false };
    case 'book_rejected':
      return { text: t.rejected(name), detail: details.reason ? t.reason(details.reason) : null, href: '/mybooks', renewable: false };
    case 'bookmark_sold':
      return { text: t.bookmarkSold(name), detail: null, href: bookPage(book), renewable: false };
    case 'bookmark_price_drop': {
      const price = details.new_price ?? book?.price;
      return {
        text: price === undefined ? t.cheaper(name) : t.priceDrop(name, formatPrice(price)),
        detail: details.old_price === undefined ? null : t.priceWas(formatPrice(details.old_price)),
        href: bookPage(book),
        renewable: false,
      };
    }
    case 'listing_expiring': {
      const ends = details.expires_at ? new Date(details.expires_at) : null;
      const valid = ends !== null && !Number.isNaN(ends.getTime());
      return {
        text: valid ? t.expiring(name, shortDate(ends, now)) : t.expired(name),
        detail: book ? t.expiringAction : null,
        href: '/mybooks',
        renewable: book !== null,
      };
    }
    case 'listing_expired':
      return { text: t.expired(name), detail: book ? t.expiredAction : null, href: '/mybooks', renewable: book !== null };
    case 'handovers': {
      const at = details.at ? new Date(details.at) : null;
      return {
        text: t.handoverSoon(name, at && !Number.isNaN(at.getTime()) ? dayAndTime(at) : null),
        detail: details.place ? t.handoverPlace(details.place) : null,
        href: conversationPage(details),
        renewable: false,
      };
    }
    case 'book_available_again':
      return {
        text: t.availableAgain(name),
        detail: book ? t.availableAgainAction : null,
        href: conversationPage(details),
        renewable: false,
      };
    case 'reserved_book_deleted':
      return { text: t.reservedDeleted(details.book_name ?? name), detail: null, href: conversationPage(details), renewable: false };
  }
}
