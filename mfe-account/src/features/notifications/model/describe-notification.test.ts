import type { Notification } from '../api/notifications';
import { notificationsMessages as t } from '../notifications-messages';
import { dayAndTime } from '../../../lib/dates';
import { describeNotification } from './describe-notification';

const book = { id: 42, name: 'Organic Chemistry', price: 300, book_image: '/media/covers/42/240w.jpg' };
const now = new Date('2026-12-01T12:00:00');

function notification(overrides: Partial<Notification>): Notification {
  return { id: 1, kind: 'book_accepted', created_at: '2026-12-01T10:00:00Z', read: false, book, details: {}, ...overrides };
}

it('leads a wanted book, an accepted book and bookmark news to the book’s page', () => {
  expect(describeNotification(notification({ kind: 'wanted_listed', details: { search: 'chemistry' } }), now)).toEqual({
    text: t.wantedListed('Organic Chemistry', false),
    detail: t.wantedSearch('chemistry'),
    href: '/books/42',
    renewable: false,
  });
  expect(describeNotification(notification({ kind: 'book_accepted' }), now).href).toBe('/books/42');
  expect(describeNotification(notification({ kind: 'bookmark_sold' }), now).text).toBe(t.bookmarkSold('Organic Chemistry'));
});

// Issue 36: "near you" only for a saved search with a place (the API says so in `near`).
it('says a wanted book was listed near the member only when the saved search has a place', () => {
  const near = describeNotification(notification({ kind: 'wanted_listed', details: { search: 'chemistry', near: true } }), now);
  expect(near.text).toBe('“Organic Chemistry” was listed near you.');
  const anywhere = describeNotification(notification({ kind: 'wanted_listed', details: { search: 'chemistry', near: false } }), now);
  expect(anywhere.text).toBe('“Organic Chemistry” was listed.');
});

// Issue 40: a saved search by ISBN alone has no words; the notice names it by the ISBN the API sends, as printed.
it('names a search by ISBN alone by its ISBN, and one with words by its words', () => {
  const byIsbn = notification({ kind: 'wanted_listed', details: { search: '', isbn: '978-0-306-40615-7', near: true } });
  expect(describeNotification(byIsbn, now)).toEqual({
    text: t.wantedIsbn('978-0-306-40615-7', 'Organic Chemistry'),
    detail: t.wantedNear,
    href: '/books/42',
    renewable: false,
  });
  expect(t.wantedIsbn('978-0-306-40615-7', 'Organic Chemistry')).toContain('ISBN 978-0-306-40615-7');
  const withWords = notification({ kind: 'wanted_listed', details: { search: 'chemistry', isbn: '978-0-306-40615-7' } });
  expect(describeNotification(withWords, now)).toMatchObject({
    text: t.wantedListed('Organic Chemistry', false),
    detail: t.wantedSearch('chemistry'),
  });
});

it('gives the moderator’s reason and leads to My Books for a rejected book', () => {
  expect(describeNotification(notification({ kind: 'book_rejected', details: { reason: 'Blurry photo' } }), now)).toEqual({
    text: t.rejected('Organic Chemistry'),
    detail: t.reason('Blurry photo'),
    href: '/mybooks',
    renewable: false,
  });
});

it('says the new price and the old one', () => {
  const view = describeNotification(notification({ kind: 'bookmark_price_drop', details: { old_price: 300, new_price: 0 } }), now);
  expect(view.text).toBe(t.priceDrop('Organic Chemistry', 'Donate'));
  expect(view.detail).toBe(t.priceWas('Rs. 300.00'));
});

it('offers to renew a listing that ends soon or has ended, from My Books', () => {
  const ending = describeNotification(notification({ kind: 'listing_expiring', details: { expires_at: '2026-12-08T12:00:00' } }), now);
  expect(ending.text).toMatch(/^Your listing “Organic Chemistry” ends on .*8/);
  expect(ending).toMatchObject({ detail: t.expiringAction, href: '/mybooks', renewable: true });
  expect(describeNotification(notification({ kind: 'listing_expired' }), now)).toEqual({
    text: t.expired('Organic Chemistry'),
    detail: t.expiredAction,
    href: '/mybooks',
    renewable: true,
  });
});

it('still reads well once the book is gone, and links nowhere it cannot', () => {
  const gone = describeNotification(notification({ kind: 'bookmark_sold', book: null }), now);
  expect(gone).toEqual({ text: t.bookmarkSold(t.goneBook), detail: null, href: null, renewable: false });
  expect(describeNotification(notification({ kind: 'listing_expired', book: null }), now).renewable).toBe(false);
});

// Issue 37: the deal's notices lead to the conversation.
it('says when and where a hand-over is, and leads to its conversation', () => {
  const at = '2026-12-01T14:30:00Z';
  const view = describeNotification(
    notification({ kind: 'handovers', details: { conversation_id: 7, handover_id: 3, at, place: 'The library steps' } }),
    now,
  );
  expect(view).toEqual({
    text: t.handoverSoon('Organic Chemistry', dayAndTime(new Date(at))),
    detail: t.handoverPlace('The library steps'),
    href: '/messages/7',
    renewable: false,
  });
});

it('tells the queue a book is available again, and the buyer a book reserved for them was deleted, by its name', () => {
  const again = describeNotification(notification({ kind: 'book_available_again', details: { conversation_id: 8 } }), now);
  expect(again).toEqual({
    text: t.availableAgain('Organic Chemistry'),
    detail: t.availableAgainAction,
    href: '/messages/8',
    renewable: false,
  });
  const deleted = notification({ kind: 'reserved_book_deleted', book: null, details: { conversation_id: 9, book_name: 'Muna Madan' } });
  expect(describeNotification(deleted, now)).toEqual({
    text: t.reservedDeleted('Muna Madan'),
    detail: null,
    href: '/messages/9',
    renewable: false,
  });
});
