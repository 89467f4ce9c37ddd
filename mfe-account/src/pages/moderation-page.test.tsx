import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@booknook/design-system';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { myBook } from '../../testing/books';
import { acceptBook } from '../features/moderation/api/accept-book';
import { getModerationBook } from '../features/moderation/api/get-moderation-book';
import { getModerationBooks, type ModerationBook, type ModerationQueue } from '../features/moderation/api/get-moderation-books';
import { rejectBook } from '../features/moderation/api/reject-book';
import { setBookDisabled } from '../features/moderation/api/set-book-disabled';
import { getReportedConversations, resolveConversationReports } from '../features/moderation/api/reported-conversations';
import { moderationActions } from '../features/moderation/components/moderation-book';
import { messages } from '../messages';
import ModerationPage from './moderation-page';

jest.mock('../features/moderation/api/get-moderation-books', () => ({
  ...jest.requireActual<object>('../features/moderation/api/get-moderation-books'),
  getModerationBooks: jest.fn(),
}));
jest.mock('../features/moderation/api/reported-conversations', () => ({
  ...jest.requireActual<object>('../features/moderation/api/reported-conversations'),
  getReportedConversations: jest.fn(() => Promise.resolve({ results: [] })),
  resolveConversationReports: jest.fn(),
}));
jest.mock('../features/moderation/api/deal-desk', () => ({
  ...jest.requireActual<object>('../features/moderation/api/deal-desk'),
  getDealDesk: jest.fn(() => Promise.resolve({ disputes: [], down_ratings: [], hidden_ratings: [] })),
}));
jest.mock('../features/moderation/api/accept-book', () => ({ acceptBook: jest.fn() }));
jest.mock('../features/moderation/api/get-moderation-book', () => ({ getModerationBook: jest.fn() }));
jest.mock('../features/moderation/api/reject-book', () => ({ rejectBook: jest.fn() }));
jest.mock('../features/moderation/api/set-book-disabled', () => ({ setBookDisabled: jest.fn() }));
jest.spyOn(notify, 'success').mockImplementation(() => undefined);
jest.spyOn(notify, 'error').mockImplementation(() => undefined);

const list = jest.mocked(getModerationBooks);
const text = messages.moderation;

function moderationBook(overrides: Partial<ModerationBook> = {}): ModerationBook {
  return {
    ...myBook({ is_reviewed: false, is_accepted: false }),
    description: 'A clean copy.',
    date_created: '2026-11-20T10:00:00Z',
    user: {
      first_name: 'Gita',
      last_name: 'Shrestha',
      username: 'gita',
      location: 'Patan',
      phone_number: '9800000000',
      email: 'gita@example.com',
      hide_phone_number: false,
    },
    rejection_reason: null,
    report_count: 0,
    version: 3,
    ...overrides,
  };
}

const moderator = { status: 'authenticated', user: { ...testUser, is_moderator: true } } as const;

beforeEach(() => {
  list.mockReset();
});

it('refuses a member the session says is not a moderator, without asking the API', () => {
  renderWithProviders(<ModerationPage />, { session: { status: 'authenticated', user: { ...testUser, is_moderator: false } } });
  expect(screen.getByRole('heading', { name: text.notAllowedTitle })).toBeInTheDocument();
  expect(list).not.toHaveBeenCalled();
});

it('refuses when the API says 403', async () => {
  list.mockRejectedValue({ status: 403, data: { detail: 'Only moderators may do that.' } });
  renderWithProviders(<ModerationPage />, { session: { status: 'authenticated', user: testUser } });
  expect(await screen.findByRole('heading', { name: text.notAllowedTitle })).toBeInTheDocument();
});

it('shows the counts and the queue with owner; Accept and Reject (with a reason) call the API', async () => {
  const counts: Record<ModerationQueue, number> = { unreviewed: 2, reported: 1, accepted: 7, rejected: 1, disabled: 1 };
  const first = moderationBook({ id: 11, name: 'Unclear Photo' });
  const second = moderationBook({ id: 12, name: 'Fine Book' });
  list.mockImplementation((queue) => Promise.resolve({ count: counts[queue], items: queue === 'unreviewed' ? [first, second] : [] }));
  jest.mocked(acceptBook).mockResolvedValue({ detail: 'Accepted.' });
  jest.mocked(rejectBook).mockResolvedValue({ detail: 'Rejected.' });
  renderWithProviders(<ModerationPage />, { session: moderator });

  expect(await screen.findByTestId('moderation-count-unreviewed')).toHaveTextContent('2');
  expect(screen.getByTestId('moderation-count-reported')).toHaveTextContent('1');
  const card = (await screen.findByRole('heading', { name: 'Unclear Photo' })).closest('article')!;
  expect(card).toHaveTextContent(text.owner('Gita Shrestha', 'gita'));

  fireEvent.click(
    within(screen.getByRole('heading', { name: 'Fine Book' }).closest('article')!).getByRole('button', { name: text.accept }),
  );
  await waitFor(() => expect(acceptBook).toHaveBeenCalledWith(12, 3));

  fireEvent.click(within(card).getByRole('button', { name: text.reject }));
  const dialog = screen.getByRole('dialog', { name: text.rejectTitle });
  expect(within(dialog).getByRole('button', { name: text.rejectSubmit })).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(text.rejectReason), { target: { value: '  The photo is blurry.  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: text.rejectSubmit }));
  await waitFor(() => expect(rejectBook).toHaveBeenCalledWith(11, 'The photo is blurry.', 3));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

// Issue 27: a photo can carry what moderators refuse, so the desk shows every photo, not only the cover.
it('shows a book’s photos after the cover, each a link to its full size', async () => {
  const photo = (n: number) => ({
    key: `books/${n}.webp`,
    url: `/media/covers/${n}/480w.jpg`,
    width: 1440,
    height: 1920,
    variants: [{ url: `/media/covers/${n}/1440w.jpg`, width: 1440, height: 1920, type: 'image/jpeg' as const }],
  });
  const book = moderationBook({ id: 21, name: 'Three Photos', images: [photo(1), photo(2), photo(3)] });
  list.mockImplementation((queue) => Promise.resolve({ count: 1, items: queue === 'unreviewed' ? [book] : [] }));
  renderWithProviders(<ModerationPage />, { session: moderator });
  const card = (await screen.findByRole('heading', { name: 'Three Photos' })).closest('article')!;
  const strip = within(card).getByRole('list', { name: text.otherPhotos(2) });
  expect(within(strip).getByRole('img', { name: text.photoLink(2, 'Three Photos') })).toHaveAttribute('src', '/media/covers/2/480w.jpg');
  expect(
    within(strip)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/media/covers/2/1440w.jpg', '/media/covers/3/1440w.jpg']);
});

it('reloads a book that changed since the list loaded (409) and tells the moderator, instead of deciding on it', async () => {
  const before = moderationBook({ id: 31, name: 'Harmless Title', is_reviewed: true, is_accepted: true, version: 1 });
  const after = moderationBook({ id: 31, name: 'Something Else Entirely', is_reviewed: false, is_accepted: false, version: 2 });
  let renamed = false;
  // The seller renamed it: it left the Accepted list for the review queue.
  list.mockImplementation((queue) =>
    Promise.resolve(queue === 'accepted' && !renamed ? { count: 1, items: [before] } : { count: 0, items: [] }),
  );
  jest.mocked(getModerationBook).mockResolvedValue(after);
  jest.mocked(rejectBook).mockImplementation(() => {
    renamed = true;
    return Promise.reject(
      Object.assign(new Error('Conflict'), { status: 409, data: { detail: 'This book has changed since you opened it.' } }),
    );
  });
  renderWithProviders(<ModerationPage />, { session: moderator });

  fireEvent.click(await screen.findByRole('button', { name: text.tabs.accepted }));
  const card = (await screen.findByRole('heading', { name: 'Harmless Title' })).closest('article')!;
  fireEvent.click(within(card).getByRole('button', { name: text.reject }));
  fireEvent.change(screen.getByLabelText(text.rejectReason), { target: { value: 'Spam' } });
  fireEvent.click(screen.getByRole('button', { name: text.rejectSubmit }));
  await waitFor(() => expect(rejectBook).toHaveBeenCalledWith(31, 'Spam', 1));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith(text.changedReloaded('Harmless Title')));
  // The book as it is now, with the note, though it is no longer in this list; its actions carry the new version.
  const reloaded = (await screen.findByRole('heading', { name: 'Something Else Entirely' })).closest('article')!;
  expect(within(reloaded).getByTestId('moderation-book-changed')).toHaveTextContent(text.changedNote);
  expect(getModerationBook).toHaveBeenCalledWith(31);
  jest.mocked(acceptBook).mockResolvedValue({ detail: 'Accepted.' });
  fireEvent.click(within(reloaded).getByRole('button', { name: text.accept }));
  await waitFor(() => expect(acceptBook).toHaveBeenCalledWith(31, 2));
  await waitFor(() => expect(screen.queryByTestId('moderation-book-changed')).not.toBeInTheDocument());
});

it('lists disabled books, where Enable takes the decision back', async () => {
  const disabled = moderationBook({ id: 21, name: 'Pulled Book', is_reviewed: true, is_accepted: true, is_disabled: true });
  list.mockImplementation((queue) =>
    Promise.resolve({ count: queue === 'disabled' ? 1 : 0, items: queue === 'disabled' ? [disabled] : [] }),
  );
  jest.mocked(setBookDisabled).mockResolvedValue({ detail: 'Enabled.' });
  renderWithProviders(<ModerationPage />, { session: moderator });

  expect(await screen.findByText(text.emptyQueue)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: text.tabs.disabled }));
  const card = (await screen.findByRole('heading', { name: 'Pulled Book' })).closest('article')!;
  expect(list).toHaveBeenCalledWith('disabled', 1);
  fireEvent.click(within(card).getByRole('button', { name: text.enable }));
  await waitFor(() => expect(setBookDisabled).toHaveBeenCalledWith(21, false));

  fireEvent.click(screen.getByRole('button', { name: text.tabs.rejected }));
  expect(await screen.findByText(text.emptyRejected)).toBeInTheDocument();
});

describe('moderationActions', () => {
  it('accepts or rejects what is unreviewed', () => {
    expect(moderationActions(moderationBook())).toEqual(['accept', 'reject']);
  });
  it('disables (or rejects) what is accepted, enables what is disabled', () => {
    expect(moderationActions(moderationBook({ is_reviewed: true, is_accepted: true }))).toEqual(['disable', 'reject']);
    expect(moderationActions(moderationBook({ is_reviewed: true, is_accepted: true, is_disabled: true }))).toEqual(['enable']);
  });
  it('can still accept a book it rejected', () => {
    expect(moderationActions(moderationBook({ is_reviewed: true, is_rejected: true }))).toEqual(['accept']);
  });
});

it('shows reported conversations with their reports and messages, and closes a report', async () => {
  const reported = jest.mocked(getReportedConversations);
  const conversationText = messages.moderation.conversations;
  const member = (username: string) => ({ username, first_name: username.toUpperCase(), last_name: 'K' });
  reported.mockResolvedValue({
    results: [
      {
        conversation: {
          id: 5,
          role: 'moderator',
          book: { id: 9, name: 'Atlas', price: 10, status: 'available', book_image: null, book_image_variants: [] },
          other_member: member('sam'),
          last_message: null,
          unread_count: 0,
          other_read_id: 0,
          blocked_by_me: false,
          blocked_by_them: false,
          other_suspended: false,
          can_send: false,
          reported_by_me: false,
          created_at: '2026-11-20T10:00:00Z',
          reserved_here: false,
          offer: null,
          handover: null,
        },
        buyer: member('bea'),
        seller: member('sam'),
        reports: [{ reason: 'Asked for my bank password', created_at: '2026-11-21T10:00:00Z', reporter: 'buyer' }],
        messages: [{ id: 1, conversation_id: 5, body: '<b>send money</b>', from_me: false, created_at: '2026-11-20T11:00:00Z' }],
      },
    ],
  });
  jest.mocked(resolveConversationReports).mockResolvedValue({ detail: 'Report closed.' });
  list.mockResolvedValue({ count: 0, items: [] });
  renderWithProviders(<ModerationPage />, { session: moderator });

  const card = await screen.findByTestId('reported-conversation');
  expect(card).toHaveTextContent(conversationText.between('BEA K (@bea)', 'SAM K (@sam)'));
  expect(card).toHaveTextContent('Asked for my bank password');
  // A message is shown as the text it is, never as markup.
  expect(within(card).getByRole('list', { name: conversationText.messagesLabel })).toHaveTextContent('<b>send money</b>');
  reported.mockResolvedValue({ results: [] });
  fireEvent.click(within(card).getByRole('button', { name: conversationText.resolve }));
  await waitFor(() => expect(resolveConversationReports).toHaveBeenCalledWith(5));
  expect(await screen.findByText(conversationText.empty)).toBeInTheDocument();
});
