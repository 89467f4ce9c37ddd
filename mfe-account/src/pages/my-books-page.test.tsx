import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { notify } from '@booknook/design-system';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { myBook } from '../../testing/books';
import { getMyBooks } from '../features/my-books/api/get-my-books';
import { getBookConversations, markAsSold } from '../features/my-books/api/mark-as-sold';
import { COLUMN_VISIBILITY_STORAGE_KEY } from '../features/my-books/hooks/use-column-visibility';
import { messages } from '../messages';
import MyBooksPage from './my-books-page';

jest.mock('../features/my-books/api/get-my-books', () => ({
  ...jest.requireActual<object>('../features/my-books/api/get-my-books'),
  getMyBooks: jest.fn(),
}));
jest.mock('../features/my-books/api/mark-as-sold', () => ({
  ...jest.requireActual<object>('../features/my-books/api/mark-as-sold'),
  markAsSold: jest.fn(),
  getBookConversations: jest.fn(),
}));
jest.spyOn(notify, 'success').mockImplementation(() => undefined);
jest.spyOn(notify, 'error').mockImplementation(() => undefined);

// AG Grid renders its rows over a few animation frames; on a busy machine that takes longer than the defaults allow.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const fetchPage = jest.mocked(getMyBooks);
const signedIn = { status: 'authenticated', user: testUser } as const;
const text = messages.myBooks;

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <p>login page, back to {state?.from}</p>;
}

function renderPage(
  session: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { session?: infer S } ? S : never) : never = signedIn,
) {
  return renderWithProviders(
    <Routes>
      <Route path="/mybooks" element={<MyBooksPage />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { session, route: '/mybooks' },
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest<HTMLElement>('[role="row"]')!;

beforeEach(() => {
  fetchPage.mockReset();
  window.localStorage.clear();
});

it('sends a guest to sign in, to come back here afterwards', () => {
  renderPage({ status: 'guest', user: null });
  expect(screen.getByText('login page, back to /mybooks')).toBeInTheDocument();
});

it('waits while the session is being checked', () => {
  renderPage({ status: 'loading', user: null });
  expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
  expect(fetchPage).not.toHaveBeenCalled();
});

it("shows 'loading ...' and then the rows, with status by priority and the rejection reason", async () => {
  let respond: (value: Awaited<ReturnType<typeof getMyBooks>>) => void = () => undefined;
  fetchPage.mockReturnValue(new Promise((resolve) => (respond = resolve)));
  renderPage();
  expect(await screen.findByText(text.loading)).toBeInTheDocument();
  respond({
    count: 4,
    items: [
      myBook({ name: 'Disabled one', is_disabled: true }),
      myBook({ name: 'Accepted one', price: 0 }),
      myBook({ name: 'Rejected one', is_accepted: false, is_rejected: true, rejection_reason: 'Blurry photo' }),
      myBook({ name: 'New one', is_reviewed: false, is_accepted: false, category: 'GUIDEBOOK' }),
    ],
  });
  expect(within(await rowOf('Disabled one')).getByText('Disabled')).toBeInTheDocument();
  const accepted = await rowOf('Accepted one');
  expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
  expect(within(accepted).getByText('Donate')).toBeInTheDocument();
  expect(within(accepted).getByText(text.soldNo)).toBeInTheDocument();
  const rejected = await rowOf('Rejected one');
  expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
  expect(within(rejected).getByText(text.rejectionReason('Blurry photo'))).toBeInTheDocument();
  const unreviewed = await rowOf('New one');
  expect(within(unreviewed).getByText('Unreviewed')).toBeInTheDocument();
  expect(within(unreviewed).getByText('Guide Book')).toBeInTheDocument();
  const image = within(unreviewed).getByRole('link', { name: text.viewImageLabel('New one') });
  expect(image).toHaveAttribute('target', '_blank');
  expect(image).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(screen.getByText(text.summary(4, 1, 1))).toBeInTheDocument();
});

it('changing the filter asks the server for that filter from page 1', async () => {
  fetchPage.mockImplementation(({ page }) => Promise.resolve({ count: 25, items: [myBook({ name: `Row of page ${page}` })] }));
  renderPage();
  await screen.findByText('Row of page 1');
  fireEvent.click(screen.getByRole('button', { name: text.next }));
  await screen.findByText('Row of page 2');
  expect(screen.getByText(text.summary(25, 2, 3))).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: text.filters.sold }));
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ filter: 'sold', page: 1 }));
  expect(screen.getByRole('button', { name: text.filters.sold })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText(text.summary(25, 1, 3))).toBeInTheDocument();
});

it("on a failed fetch shows 'No results found.', page 1 and a total of 0", async () => {
  fetchPage.mockRejectedValue({ status: 500, data: { detail: 'boom' } });
  renderPage();
  expect(await screen.findByText(text.noResults)).toBeInTheDocument();
  expect(screen.getByText(text.summary(0, 1, 1))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: text.next })).toHaveAttribute('aria-disabled', 'true');
});

it('enables row actions by state and asks before marking a book sold', async () => {
  fetchPage.mockResolvedValue({
    count: 2,
    items: [myBook({ id: 41, name: 'For sale' }), myBook({ id: 42, name: 'Gone', is_sold: true })],
  });
  jest.mocked(markAsSold).mockResolvedValue({ detail: 'Marked as sold.' });
  jest.mocked(getBookConversations).mockResolvedValue({
    has_more: false,
    results: [
      {
        id: 7,
        role: 'seller',
        book: { id: 41, name: 'For sale', price: 10, status: 'available', book_image: null, book_image_variants: [] },
        other_member: { username: 'bea', first_name: 'Bea', last_name: 'Karki' },
        last_message: null,
        unread_count: 0,
        other_read_id: 0,
        blocked_by_me: false,
        blocked_by_them: false,
        other_suspended: false,
        can_send: true,
        reported_by_me: false,
        created_at: '2026-11-20T10:00:00Z',
        reserved_here: false,
        offer: null,
        handover: null,
      },
    ],
  });
  renderPage();

  fireEvent.click(await screen.findByRole('button', { name: text.actionsButton('Gone') }));
  expect(screen.getByRole('menuitem', { name: text.actions.markAsSold })).toBeDisabled();
  expect(screen.getByRole('menuitem', { name: text.actions.edit })).toBeDisabled();
  expect(screen.getByRole('menuitem', { name: text.actions.delete })).toBeEnabled();
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

  fireEvent.click(screen.getByRole('button', { name: text.actionsButton('For sale') }));
  fireEvent.click(screen.getByRole('menuitem', { name: text.actions.markAsSold }));
  const dialog = screen.getByRole('dialog', { name: text.confirmSold.title });
  expect(markAsSold).not.toHaveBeenCalled();
  // The members who wrote about the book are offered as its buyer (optional).
  const buyer = await within(dialog).findByLabelText(text.confirmSold.soldTo);
  expect(getBookConversations).toHaveBeenCalledWith(41);
  fireEvent.change(buyer, { target: { value: '7' } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.confirmSold.confirm }));
  await waitFor(() => expect(markAsSold).toHaveBeenCalledWith(41, 7));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('hides a column from the Columns menu and remembers it; the actions column stays', async () => {
  fetchPage.mockResolvedValue({ count: 1, items: [myBook({ name: 'Only one' })] });
  const { unmount } = renderPage();
  await screen.findByText('Only one');
  fireEvent.click(screen.getByRole('button', { name: text.columnsButton }));
  expect(screen.getByRole('checkbox', { name: text.columns.actions })).toBeDisabled();
  fireEvent.click(screen.getByRole('checkbox', { name: text.columns.price }));
  await waitFor(() => expect(screen.queryByRole('columnheader', { name: text.columns.price })).not.toBeInTheDocument());
  expect(JSON.parse(window.localStorage.getItem(COLUMN_VISIBILITY_STORAGE_KEY) ?? '{}')).toMatchObject({ price: false });
  unmount();

  renderPage();
  await screen.findByText('Only one');
  expect(screen.queryByRole('columnheader', { name: text.columns.price })).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: text.columns.actions })).toBeInTheDocument();
});

describe('on a phone or tablet (below the large breakpoint)', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('shows each book as a card with name, price, status, sold and its actions; filters and paging as on a wide screen', async () => {
    fetchPage.mockImplementation(({ page }) =>
      Promise.resolve({
        count: 12,
        items: [
          myBook({ id: 51, name: `Phone book ${page}`, price: 0, is_sold: true }),
          myBook({ id: 52, name: 'Turned down', is_accepted: false, is_rejected: true, rejection_reason: 'No photo of the book' }),
        ],
      }),
    );
    jest.mocked(markAsSold).mockResolvedValue({ detail: 'Marked as sold.' });
    renderPage();

    const card = await screen.findByRole('article', { name: 'Phone book 1' });
    expect(within(card).getByText('Donate')).toBeInTheDocument();
    expect(within(card).getByText('Accepted')).toBeInTheDocument();
    expect(within(card).getByText(text.soldYes, { selector: 'dd *' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: text.viewImageLabel('Phone book 1') })).toHaveAttribute('target', '_blank');
    const rejected = screen.getByRole('article', { name: 'Turned down' });
    expect(within(rejected).getByText(text.rejectionReason('No photo of the book'))).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.columnsButton })).not.toBeInTheDocument();
    expect(screen.getByText(text.summary(12, 1, 2))).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: text.actionsButton('Phone book 1') }));
    expect(screen.getByRole('menuitem', { name: text.actions.markAsSold })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: text.next }));
    expect(await screen.findByRole('article', { name: 'Phone book 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: text.filters.sold }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ filter: 'sold', page: 1 }));
  });

  it("says 'No results found.' with 'Page: 1 of 1' when a filter matches nothing", async () => {
    fetchPage.mockResolvedValue({ count: 0, items: [] });
    renderPage();
    expect(await screen.findByText(text.noResults)).toBeInTheDocument();
    expect(screen.getByText(text.summary(0, 1, 1))).toBeInTheDocument();
  });
});
