import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { notify } from '@booknook/design-system';
import { http, UNREAD_NOTIFICATIONS_KEY, useUnreadNotifications } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import {
  getNewestNotifications,
  getOlderNotifications,
  markNotificationsRead,
  type Notification,
  type NotificationPage,
} from '../features/notifications/api/notifications';
import { messages } from '../messages';
import NotificationsPage from './notifications-page';

jest.mock('../features/notifications/api/notifications', () => ({
  ...jest.requireActual<object>('../features/notifications/api/notifications'),
  getNewestNotifications: jest.fn(),
  getOlderNotifications: jest.fn(),
  markNotificationsRead: jest.fn(),
}));
const toastSuccess = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
jest.spyOn(notify, 'error').mockImplementation(() => undefined);
const post = jest.spyOn(http, 'post');

const t = messages.notifications;
const newest = jest.mocked(getNewestNotifications);
const older = jest.mocked(getOlderNotifications);
const markRead = jest.mocked(markNotificationsRead);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const bookOf = (id: number, name: string) => ({ id, name, price: 250, book_image: `/media/covers/${id}/240w.jpg` });

function notification(id: number, overrides: Partial<Notification>): Notification {
  return { id, kind: 'book_accepted', created_at: minutesAgo(id), read: true, book: bookOf(id, `Book ${id}`), details: {}, ...overrides };
}

const firstPage: NotificationPage = {
  results: [
    notification(30, { kind: 'wanted_listed', read: false, book: bookOf(7, 'Organic Chemistry'), details: { search: 'chemistry' } }),
    notification(29, { kind: 'book_rejected', read: false, book: bookOf(8, 'Blurry Atlas'), details: { reason: 'Blurry photo' } }),
    notification(28, { kind: 'listing_expired', book: bookOf(9, 'Old Physics') }),
  ],
  has_more: true,
  unread: 2,
};

/** The bell's count as every app reads it (the shell's header): it drops when the page marks what it shows. */
function Bell() {
  return <p>bell: {useUnreadNotifications()}</p>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <Bell />
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/books/:id" element={<p>a book page</p>} />
        <Route path="/mybooks" element={<p>my books</p>} />
      </Routes>
    </>,
    {
      session: { status: 'authenticated', user: testUser },
      route: '/notifications',
      fetcher: (key) => (key === UNREAD_NOTIFICATIONS_KEY ? Promise.resolve({ unread: 2 }) : new Promise(() => undefined)),
    },
  );
}

const item = (text: string | RegExp) => screen.getByText(text).closest<HTMLElement>('[data-testid="notification"]')!;

beforeEach(() => {
  jest.clearAllMocks();
  newest.mockResolvedValue(firstPage);
  markRead.mockResolvedValue(0);
});

it('lists what happened, newest first, each with its kind, cover, time and words', async () => {
  renderPage();
  const list = await screen.findByRole('list', { name: t.listLabel });
  const items = within(list).getAllByTestId('notification');
  expect(items).toHaveLength(3);
  const wanted = items[0]!;
  expect(within(wanted).getByText(t.kinds.wanted_listed)).toBeInTheDocument();
  expect(within(wanted).getByRole('link', { name: t.wantedListed('Organic Chemistry', false) })).toHaveAttribute('href', '/books/7');
  expect(within(wanted).getByText(t.wantedSearch('chemistry'))).toBeInTheDocument();
  // The cover is decoration beside the words that name the book.
  expect(wanted.querySelector('img')).toHaveAttribute('src', '/media/covers/7/240w.jpg');
  expect(wanted.querySelector('img')).toHaveAttribute('alt', '');
  expect(within(wanted).getByText('30 minutes ago')).toBeInTheDocument();

  const rejected = items[1]!;
  expect(within(rejected).getByRole('link', { name: t.rejected('Blurry Atlas') })).toHaveAttribute('href', '/mybooks');
  expect(within(rejected).getByText(t.reason('Blurry photo'))).toBeInTheDocument();
});

it('marks what it shows as read, up to the newest, and the bell drops; unread ones keep their look for this visit', async () => {
  renderPage();
  expect(await screen.findByText('bell: 2')).toBeInTheDocument();
  await waitFor(() => expect(markRead).toHaveBeenCalledWith(30));
  expect(await screen.findByText('bell: 0')).toBeInTheDocument();
  expect(markRead).toHaveBeenCalledTimes(1);

  expect(item(t.wantedListed('Organic Chemistry', false))).toHaveAttribute('data-unread', 'true');
  expect(within(item(t.wantedListed('Organic Chemistry', false))).getByText(t.unread)).toBeInTheDocument();
  expect(item(t.expired('Old Physics'))).toHaveAttribute('data-unread', 'false');
  expect(within(item(t.expired('Old Physics'))).queryByText(t.unread)).not.toBeInTheDocument();
});

it('marks nothing when nothing is unread', async () => {
  newest.mockResolvedValue({ ...firstPage, results: firstPage.results.map((n) => ({ ...n, read: true })), unread: 0 });
  renderPage();
  await screen.findByRole('list', { name: t.listLabel });
  expect(markRead).not.toHaveBeenCalled();
});

it('shows older notifications on request, until there are no more', async () => {
  older.mockResolvedValue({ results: [notification(12, { kind: 'bookmark_sold', book: null })], has_more: false, unread: 0 });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: t.more }));
  await waitFor(() => expect(older).toHaveBeenCalledWith(28));
  expect(await screen.findByText(t.bookmarkSold(t.goneBook))).toBeInTheDocument();
  // The book is gone: no link, no cover.
  expect(screen.queryByRole('link', { name: t.bookmarkSold(t.goneBook) })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.more })).not.toBeInTheDocument();
});

it('says when older ones could not be loaded, and tries again', async () => {
  older.mockRejectedValueOnce({ status: 503 });
  older.mockResolvedValueOnce({ results: [notification(11, {})], has_more: false, unread: 0 });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: t.more }));
  expect(await screen.findByRole('alert')).toHaveTextContent(t.moreFailed);
  fireEvent.click(screen.getByRole('button', { name: t.more }));
  expect(await screen.findByText(t.accepted('Book 11'))).toBeInTheDocument();
});

it('renews an ended listing from its notification', async () => {
  post.mockResolvedValue({ data: { detail: 'Renewed until 30 Jan.', expires_at: '2027-01-30T10:00:00Z' } } as Awaited<
    ReturnType<typeof http.post>
  >);
  renderPage();
  const expired = await screen.findByText(t.expired('Old Physics'));
  expect(within(item(t.expired('Old Physics'))).getByText(t.expiredAction)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: t.renewLabel('Old Physics') }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/books/9/renew/'));
  expect(await within(item(t.expired('Old Physics'))).findByRole('status')).toHaveTextContent(/^Renewed: listed until /);
  expect(toastSuccess).toHaveBeenCalledWith('Renewed until 30 Jan.');
  expect(expired.closest('a')).toHaveAttribute('href', '/mybooks');
});

it('explains what will show up here when there is nothing yet', async () => {
  newest.mockResolvedValue({ results: [], has_more: false, unread: 0 });
  renderPage();
  expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.wantedLink })).toHaveAttribute('href', '/alerts');
  expect(screen.getByRole('link', { name: t.emailChoices })).toHaveAttribute('href', '/profile#mail');
});

it('says when the list could not be loaded, and tries again', async () => {
  newest.mockRejectedValueOnce({ status: 503 });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: t.retry }));
  expect(await screen.findByRole('list', { name: t.listLabel })).toBeInTheDocument();
});
