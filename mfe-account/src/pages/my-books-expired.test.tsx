import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { notify } from '@booknook/design-system';
import { http } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { myBook } from '../../testing/books';
import { getMyBooks } from '../features/my-books/api/get-my-books';
import { messages } from '../messages';
import MyBooksPage from './my-books-page';

// Issue 25: listings end; My Books shows them as Expired, filters them, and renews them in one tap.

jest.mock('../features/my-books/api/get-my-books', () => ({
  ...jest.requireActual<object>('../features/my-books/api/get-my-books'),
  getMyBooks: jest.fn(),
}));
const toastSuccess = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
const toastError = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
const post = jest.spyOn(http, 'post');

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const fetchPage = jest.mocked(getMyBooks);
const text = messages.myBooks;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const ended = myBook({ id: 61, name: 'Ended listing', is_expired: true, expires_at: inDays(-3) });
const endingSoon = myBook({ id: 62, name: 'Ending soon', expires_at: inDays(3) });
const fresh = myBook({ id: 63, name: 'Fresh listing', expires_at: inDays(50) });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/mybooks" element={<MyBooksPage />} />
    </Routes>,
    { session: { status: 'authenticated', user: testUser }, route: '/mybooks' },
  );
}

const renewAnswer = { detail: 'Renewed: listed until 30 Jan.', expires_at: inDays(60) };

beforeEach(() => {
  fetchPage.mockReset();
  post.mockReset();
  toastSuccess.mockClear();
  toastError.mockClear();
  window.localStorage.clear();
  fetchPage.mockResolvedValue({ count: 3, items: [ended, endingSoon, fresh] });
});

it('offers the Expired filter, which asks the server for ended listings', async () => {
  renderPage();
  await screen.findByText('Ended listing');
  fireEvent.click(screen.getByRole('button', { name: text.filters.expired }));
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ filter: 'expired', page: 1 }));
  expect(screen.getByRole('button', { name: text.filters.expired })).toHaveAttribute('aria-pressed', 'true');
});

it('shows an ended listing as Expired and renews it from the row menu, then refreshes the list', async () => {
  post.mockResolvedValue({ data: renewAnswer } as Awaited<ReturnType<typeof http.post>>);
  renderPage();
  const row = (await screen.findByText('Ended listing')).closest<HTMLElement>('[role="row"]')!;
  expect(within(row).getByText('Expired')).toBeInTheDocument();
  expect(within(row).getByText(text.ended)).toBeInTheDocument();
  const calls = fetchPage.mock.calls.length;

  fireEvent.click(within(row).getByRole('button', { name: text.actionsButton('Ended listing') }));
  fireEvent.click(screen.getByRole('menuitem', { name: text.actions.renew }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/books/61/renew/'));
  await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(renewAnswer.detail));
  await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(calls));
  // Nothing to confirm: no dialog came up.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('offers Renew only for listings that ended or end within a week', async () => {
  renderPage();
  const soon = (await screen.findByText('Ending soon')).closest<HTMLElement>('[role="row"]')!;
  expect(within(soon).getByText('Accepted')).toBeInTheDocument();
  expect(within(soon).getByText(/^Listing ends /)).toBeInTheDocument();
  fireEvent.click(within(soon).getByRole('button', { name: text.actionsButton('Ending soon') }));
  expect(screen.getByRole('menuitem', { name: text.actions.renew })).toBeEnabled();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

  const later = (await screen.findByText('Fresh listing')).closest<HTMLElement>('[role="row"]')!;
  expect(within(later).queryByText(/^Listing ends /)).not.toBeInTheDocument();
  fireEvent.click(within(later).getByRole('button', { name: text.actionsButton('Fresh listing') }));
  expect(screen.queryByRole('menuitem', { name: text.actions.renew })).not.toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: text.actions.markAsSold })).toBeEnabled();
});

describe('on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('puts Renew in sight on the card, and says why when the API refuses', async () => {
    post.mockRejectedValueOnce({ status: 409, data: { detail: 'This book is sold.' } });
    post.mockResolvedValueOnce({ data: renewAnswer } as Awaited<ReturnType<typeof http.post>>);
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ended listing' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fresh listing' })).queryByRole('button', { name: /^Renew/ })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: text.renewLabel('Ended listing') }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('This book is sold.'));
    fireEvent.click(within(card).getByRole('button', { name: text.renewLabel('Ended listing') }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith(renewAnswer.detail));
    expect(post).toHaveBeenCalledTimes(2);
  });
});
