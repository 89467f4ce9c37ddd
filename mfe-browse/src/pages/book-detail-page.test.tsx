import { act, fireEvent, screen, within } from '@testing-library/react';
import { addBookmark, removeBookmark, reportBook } from '@booknook/shared-ui';
import { renderWithProviders, testUser } from '@booknook/shared-ui/testing/render';
import { AppRoutes, makeBookDetail } from '../../testing/fixtures';
import { messages } from '../messages';
import BookDetailPage from './book-detail-page';

jest.mock('@booknook/shared-ui', () => ({
  ...jest.requireActual<object>('@booknook/shared-ui'),
  addBookmark: jest.fn(() => Promise.resolve({ detail: 'ok' })),
  removeBookmark: jest.fn(() => Promise.resolve({ detail: 'ok' })),
  reportBook: jest.fn(),
}));

const t = messages.detail;
const member = { status: 'authenticated', user: testUser } as const;

function renderDetail(fetcher: (key: string) => Promise<unknown>, session: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <AppRoutes>
      <BookDetailPage />
    </AppRoutes>,
    { route: '/books/42', fetcher, ...session },
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn();
});

beforeEach(() => jest.clearAllMocks());

describe('BookDetailPage', () => {
  it("shows 'Loading ...' until the book arrives", () => {
    renderDetail(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/books');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the book, its badges and its seller', async () => {
    const book = makeBookDetail({
      id: 42,
      name: 'Organic Chemistry',
      condition: 'POOR',
      category: 'REFERENCE',
      grade: 9,
      edition: 2,
      publication: 'Pearson',
      user: {
        first_name: '',
        last_name: 'Shrestha',
        username: 'bikash',
        location: 'Lalitpur',
        phone_number: '+977 980-111-2222',
        email: 'b@example.com',
      },
    });
    const fetcher = jest.fn(() => Promise.resolve(book));
    renderDetail(fetcher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/books/42/');
    expect(screen.getByText(t.by('', 'Shrestha'))).toBeInTheDocument();
    for (const text of ['Reference Book', 'Poor', 'Class 9', 'Pearson', '2nd Edition']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('condition-badge')).toHaveStyle({ color: '#c92a2a' });
    const owner = screen.getByTestId('owner-card');
    expect(within(owner).getByTestId('owner-avatar')).toHaveTextContent('B');
    expect(within(owner).getByRole('link', { name: '+977 980-111-2222' })).toHaveAttribute('href', 'tel:+9779801112222');
    expect(within(owner).getByRole('link', { name: 'b@example.com' })).toHaveAttribute('href', 'mailto:b@example.com');
    expect(screen.getByRole('button', { name: t.chat })).toBeDisabled();
    expect(screen.queryByText(t.notAvailable)).not.toBeInTheDocument();
  });

  it('shows the price badge only once the image has loaded', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ price: 0 })));
    const image = await screen.findByRole('img', { name: /Cover of/ });
    expect(screen.queryByTestId('price-badge')).not.toBeInTheDocument();
    fireEvent.load(image);
    expect(screen.getByTestId('price-badge')).toHaveTextContent('Donate');
  });

  it('marks a sold book Not Available and a bookmarked one with a filled icon', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ is_sold: true, is_bookmarked: true })), { session: member });
    expect(await screen.findByText(t.notAvailable)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: t.bookmarked })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.removeBookmark })).toBeEnabled();
  });

  it('sends a guest who bookmarks to sign in', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail()));
    fireEvent.click(await screen.findByRole('button', { name: t.addBookmark }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(addBookmark).not.toHaveBeenCalled();
  });

  it('adds a bookmark for a member, disabled while it runs, then refreshes', async () => {
    const book = makeBookDetail({ id: 42 });
    const fetcher = jest.fn(() => Promise.resolve(book));
    renderDetail(fetcher, { session: member });
    const button = await screen.findByRole('button', { name: t.addBookmark });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(addBookmark).toHaveBeenCalledWith(42);
    expect(removeBookmark).not.toHaveBeenCalled();
    expect(fetcher.mock.calls.length).toBeGreaterThan(1);
  });

  it('removes a bookmark when the book is bookmarked', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ id: 42, is_bookmarked: true })), { session: member });
    fireEvent.click(await screen.findByRole('button', { name: t.removeBookmark }));
    await act(() => Promise.resolve());
    expect(removeBookmark).toHaveBeenCalledWith(42);
  });

  it('reports with a reason; submit waits for one and shows the server detail on failure', async () => {
    jest.mocked(reportBook).mockRejectedValueOnce({ status: 409, data: { detail: 'You have already reported this book.' } });
    renderDetail(() => Promise.resolve(makeBookDetail({ id: 42 })), { session: member });
    fireEvent.click(await screen.findByRole('button', { name: t.report }));
    const dialog = screen.getByRole('dialog', { name: messages.report.title });
    const submit = within(dialog).getByRole('button', { name: messages.report.submit });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(messages.report.reason), { target: { value: '   ' } });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(messages.report.reason), { target: { value: 'Wrong photo' } });
    fireEvent.click(submit);
    // Unavailable while the report is sent, but still focused (aria-disabled, not disabled).
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this book.');
    expect(reportBook).toHaveBeenCalledWith({ book_id: 42, reason: 'Wrong photo' });
  });

  it("falls back to 'Something went wrong' when the failure has no detail", async () => {
    jest.mocked(reportBook).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderDetail(() => Promise.resolve(makeBookDetail()), { session: member });
    fireEvent.click(await screen.findByRole('button', { name: t.report }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(messages.report.reason), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.report.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.report.failed);
  });

  it('closes the report dialog after a successful report', async () => {
    jest.mocked(reportBook).mockResolvedValueOnce({ detail: 'Report submitted.' });
    renderDetail(() => Promise.resolve(makeBookDetail()), { session: member });
    fireEvent.click(await screen.findByRole('button', { name: t.report }));
    fireEvent.change(screen.getByLabelText(messages.report.reason), { target: { value: 'Spam' } });
    fireEvent.click(screen.getByRole('button', { name: messages.report.submit }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not offer the seller a report on their own book', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ user: { ...makeBookDetail().user, username: testUser.username } })), {
      session: member,
    });
    expect(await screen.findByRole('button', { name: t.addBookmark })).toBeEnabled();
    expect(screen.queryByRole('button', { name: t.report })).not.toBeInTheDocument();
  });

  it('is a friendly not-found for a book the caller may not see', async () => {
    renderDetail(() => Promise.reject(Object.assign(new Error('Not Found'), { status: 404, data: { detail: 'Not found.' } })));
    expect(await screen.findByRole('heading', { name: t.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.browse.title })).toHaveAttribute('href', '/books');
  });

  it('shows the error texts on any other failure', async () => {
    renderDetail(() => Promise.reject(Object.assign(new Error('Server Error'), { status: 500 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong.');
  });
});
