import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, removeBookmark } from '@booknook/platform';
import { addBookmark } from '../features/book-detail/api/add-bookmark';
import { reportBook } from '../features/book-detail/api/report-book';
import { emailConfirmationMessages } from '@booknook/platform/testing/messages';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { AppRoutes, makeBookDetail } from '../../testing/fixtures';
import { messages } from '../messages';
import BookDetailPage from './book-detail-page';

jest.mock('@booknook/platform', () => ({
  ...jest.requireActual<object>('@booknook/platform'),
  removeBookmark: jest.fn(() => Promise.resolve({ detail: 'ok' })),
}));
jest.mock('../features/book-detail/api/add-bookmark', () => ({ addBookmark: jest.fn(() => Promise.resolve({ detail: 'ok' })) }));
jest.mock('../features/book-detail/api/report-book', () => ({ reportBook: jest.fn() }));

// The full-screen viewer is an ES module library, tried in the browser (e2e/tests/browse-book-page.spec.ts).
jest.mock('../features/book-detail/components/photo-lightbox', () => ({ __esModule: true, default: () => null }));

const t = messages.detail;
const member = { status: 'authenticated', user: testUser } as const;

/** The seller's record is not what these tests are about: it answers nothing, and the page shows the link alone. */
const withoutSellerRecord =
  (fetcher: (key: string) => Promise<unknown>) =>
  (key: string): Promise<unknown> =>
    key.startsWith('/members/') ? Promise.reject(new Error('not asked here')) : fetcher(key);

function renderDetail(fetcher: (key: string) => Promise<unknown>, session: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <AppRoutes>
      <BookDetailPage />
    </AppRoutes>,
    { route: '/books/42', fetcher: withoutSellerRecord(fetcher), ...session },
  );
}

beforeAll(() => {
  window.scrollTo = jest.fn();
  // jsdom does no layout: the gallery's track scrolls nowhere.
  Element.prototype.scrollTo = jest.fn();
});

beforeEach(() => jest.clearAllMocks());

describe('BookDetailPage: the seller’s contact details', () => {
  const c = messages.contact;
  const contact = { email: 'b@example.com', phone_number: '+977 980-111-2222', phone_number_hidden: false };

  /** A fetcher answering the book, and its seller's contact details with `answer`. */
  function fetcherWith(answer: () => Promise<unknown>) {
    return jest.fn((key: string) => (key === '/books/42/contact/' ? answer() : Promise.resolve(makeBookDetail({ id: 42 }))));
  }

  it('asks a guest to sign in and come back, and never asks the API for the details', async () => {
    const fetcher = fetcherWith(() => Promise.resolve(contact));
    renderDetail(fetcher);
    const owner = await screen.findByTestId('owner-card');
    expect(within(owner).queryByRole('link', { name: contact.email })).not.toBeInTheDocument();
    fireEvent.click(within(owner).getByRole('link', { name: c.signIn }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalledWith('/books/42/contact/');
  });

  it('shows a member the phone and email once asked, not before', async () => {
    const fetcher = fetcherWith(() => Promise.resolve(contact));
    renderDetail(fetcher, { session: member });
    const owner = await screen.findByTestId('owner-card');
    expect(fetcher).not.toHaveBeenCalledWith('/books/42/contact/');
    fireEvent.click(within(owner).getByRole('button', { name: c.show }));
    expect(await within(owner).findByRole('link', { name: contact.phone_number })).toHaveAttribute('href', 'tel:+9779801112222');
    expect(within(owner).getByRole('link', { name: contact.email })).toHaveAttribute('href', 'mailto:b@example.com');
  });

  it('tells a member who has not confirmed their address why they cannot reach the seller, with a way to have the link sent again', async () => {
    const unconfirmed = { status: 'authenticated', user: { ...testUser, email_verified: false } } as const;
    const fetcher = fetcherWith(() => Promise.resolve(contact));
    renderDetail(fetcher, { session: unconfirmed });
    const notice = await screen.findByRole('region', { name: emailConfirmationMessages.title });
    expect(within(notice).getByText(emailConfirmationMessages.body(testUser.email))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.message })).toBeDisabled();
    expect(screen.getByTestId('message-blocked-reason')).toHaveTextContent(t.confirmReason);
    expect(within(screen.getByTestId('owner-card')).queryByRole('button', { name: c.show })).not.toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: emailConfirmationMessages.resend })).toBeEnabled();
    expect(fetcher).not.toHaveBeenCalledWith('/books/42/contact/');
  });

  it('says so when the seller hides the phone number', async () => {
    renderDetail(
      fetcherWith(() => Promise.resolve({ ...contact, phone_number: null, phone_number_hidden: true })),
      { session: member },
    );
    fireEvent.click(await screen.findByRole('button', { name: c.show }));
    expect(await screen.findByTestId('owner-phone-hidden')).toHaveTextContent(c.phoneHidden);
    expect(screen.getByRole('link', { name: contact.email })).toBeInTheDocument();
  });

  it("shows the API's words when the member has opened too many sellers this hour", async () => {
    const detail = 'You have opened the contact details of 20 sellers in the last hour. Try again in 12 minutes.';
    renderDetail(
      fetcherWith(() => Promise.reject(Object.assign(new Error('Too Many Requests'), { status: 429, data: { detail } }))),
      { session: member },
    );
    fireEvent.click(await screen.findByRole('button', { name: c.show }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByRole('button', { name: c.retry })).not.toBeInTheDocument();
  });

  it('shows the seller their own details at once, noting a phone number hidden from members', async () => {
    const fetcher = jest.fn((key: string) =>
      key === '/books/42/contact/'
        ? Promise.resolve({ ...contact, phone_number_hidden: true })
        : Promise.resolve(makeBookDetail({ id: 42, user: { first_name: 'Asha', last_name: 'Rao', username: 'asha', location: 'Patan' } })),
    );
    renderDetail(fetcher, { session: member });
    const owner = await screen.findByTestId('owner-contact');
    expect(owner).toHaveTextContent(`${contact.phone_number} ${c.hiddenFromMembers}`);
    expect(screen.queryByRole('button', { name: c.show })).not.toBeInTheDocument();
  });
});

describe('BookDetailPage', () => {
  it("shows 'Loading ...' until the book arrives", () => {
    renderDetail(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/books');
    // The page it arrived on keeps the place a member may have scrolled to before the page's code ran.
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('names the author, and the seller as the one who listed it', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ id: 42, name: 'Muna Madan', author: 'Laxmi Prasad Devkota' })));
    expect(await screen.findByTestId('book-author')).toHaveTextContent(t.author('Laxmi Prasad Devkota'));
    const seller = makeBookDetail({}).user;
    expect(screen.getByText(`${t.listedBy(seller.first_name, seller.last_name)} · ${seller.location}`)).toBeInTheDocument();
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
      user: { first_name: '', last_name: 'Shrestha', username: 'bikash', location: 'Lalitpur' },
    });
    const fetcher = jest.fn(() => Promise.resolve(book));
    renderDetail(fetcher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Chemistry' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/books/42/?with_contact=false');
    expect(screen.getByText(`${t.listedBy('', 'Shrestha')} · Lalitpur`)).toBeInTheDocument();
    for (const text of ['Reference Book', 'Poor', 'Class 9', 'Pearson', '2nd Edition']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByTestId('condition-badge')).toHaveStyle({ color: '#c92a2a' });
    const owner = screen.getByTestId('owner-card');
    expect(within(owner).getByTestId('owner-avatar')).toHaveTextContent('B');
    expect(owner).toHaveTextContent('Shrestha');
    expect(owner).toHaveTextContent('Lalitpur');
    expect(screen.getByRole('button', { name: t.message })).toBeEnabled();
    expect(screen.queryByTestId('sold-band')).not.toBeInTheDocument();
  });

  it('shows the price beside the title, and every photo of the book in the gallery', async () => {
    const photo = (key: string) => ({ key, url: `/media/${key}.jpg`, width: 600, height: 800, variants: [] });
    renderDetail(() => Promise.resolve(makeBookDetail({ price: 0, images: [photo('a'), photo('b'), photo('c')] })));
    expect(await screen.findByTestId('price-badge')).toHaveTextContent('Donate');
    const gallery = screen.getByTestId('gallery');
    expect(within(gallery).getAllByRole('link')).toHaveLength(3);
    expect(within(gallery).getByRole('link', { name: messages.gallery.open(2, 3) })).toHaveAttribute('href', '/media/b.jpg');
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('1 / 3');
    fireEvent.keyDown(within(gallery).getAllByRole('link')[0]!, { key: 'ArrowRight' });
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2 / 3');
  });

  it('puts a Sold band across a sold book, leaves its price out and says why Message is off', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ is_sold: true, is_bookmarked: true })), { session: member });
    expect(await screen.findByTestId('sold-band')).toHaveTextContent(messages.gallery.sold);
    expect(screen.queryByTestId('price-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.message })).toBeDisabled();
    expect(screen.getByTestId('message-blocked-reason')).toHaveTextContent(t.soldReason);
    expect(screen.getByRole('button', { name: t.removeBookmark })).toBeEnabled();
  });

  it('says a reserved book is kept for a buyer, and still lets another member write to join the queue', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ status: 'reserved' })), { session: member });
    expect(await screen.findByTestId('reserved-note')).toHaveTextContent(t.reserved);
    expect(screen.getByTestId('price-badge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.message })).toBeEnabled();
  });

  it('sends a guest who taps Message seller to sign in, to come back to the new conversation', async () => {
    renderDetail(() => Promise.resolve(makeBookDetail({ id: 42 })));
    fireEvent.click(await screen.findByRole('button', { name: t.message }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('back from signing in to write, a refused start is said and Message seller works again (it stayed busy)', async () => {
    const post = jest
      .spyOn(http, 'post')
      .mockRejectedValue(Object.assign(new Error('401'), { status: 401, data: { detail: 'Sign in again.' } }));
    renderWithProviders(
      <AppRoutes>
        <BookDetailPage />
      </AppRoutes>,
      {
        route: '/books/42?contact=seller',
        fetcher: withoutSellerRecord(() => Promise.resolve(makeBookDetail({ id: 42 }))),
        session: member,
      },
    );
    const button = await screen.findByRole('button', { name: t.message });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/conversations/', { book_id: 42 }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled', 'true'));
    post.mockRestore();
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
