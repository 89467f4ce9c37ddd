import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bookCardMessages } from '@booknook/design-system';
import { removeBookmark } from '@booknook/platform';
import { getBookmarks, type BookmarkList } from '../features/bookmarks/api/get-bookmarks';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { myBook } from '../../testing/books';
import { BOOKMARK_SKELETON_COUNT } from '../features/bookmarks/components/bookmarks-grid';
import { messages } from '../messages';
import BookmarksPage from './bookmarks-page';

jest.mock('@booknook/design-system', () => ({
  ...jest.requireActual<object>('@booknook/design-system'),
  notify: { success: jest.fn(), error: jest.fn() },
}));
jest.mock('@booknook/platform', () => ({
  ...jest.requireActual<object>('@booknook/platform'),
  removeBookmark: jest.fn(),
}));
jest.mock('../features/bookmarks/api/get-bookmarks', () => ({ getBookmarks: jest.fn() }));

const fetchBookmarks = jest.mocked(getBookmarks);
const signedIn = { status: 'authenticated', user: testUser } as const;
const text = messages.bookmarks;

beforeEach(() => {
  fetchBookmarks.mockReset();
});

it('shows the empty state to a guest without asking the API', () => {
  renderWithProviders(<BookmarksPage />);
  expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: text.emptyTitle })).toBeInTheDocument();
  expect(screen.getByText(text.emptyBody)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: text.explore })).toHaveAttribute('href', '/books');
  expect(fetchBookmarks).not.toHaveBeenCalled();
});

it('shows three skeleton cards while the bookmarks load', () => {
  fetchBookmarks.mockReturnValue(new Promise(() => undefined));
  renderWithProviders(<BookmarksPage />, { session: signedIn });
  expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(BOOKMARK_SKELETON_COUNT);
});

it('shows the empty state when a member has no bookmarks', async () => {
  fetchBookmarks.mockResolvedValue({ bookmark_item: [] });
  renderWithProviders(<BookmarksPage />, { session: signedIn });
  expect(await screen.findByRole('heading', { name: text.emptyTitle })).toBeInTheDocument();
});

it('lists bookmarked books as cards, marks sold ones, and removes one from its card', async () => {
  let bookmarks: BookmarkList = {
    bookmark_item: [
      { id: 1, book: myBook({ id: 21, name: 'Kept Book' }) },
      { id: 2, book: myBook({ id: 22, name: 'Sold Book', is_sold: true }) },
    ],
  };
  fetchBookmarks.mockImplementation(() => Promise.resolve(bookmarks));
  jest.mocked(removeBookmark).mockImplementation(() => {
    bookmarks = { bookmark_item: bookmarks.bookmark_item.filter((entry) => entry.book.id !== 21) };
    return Promise.resolve({ detail: 'Bookmark removed successfully.' });
  });
  renderWithProviders(<BookmarksPage />, { session: signedIn });

  expect(await screen.findByRole('link', { name: 'Kept Book' })).toHaveAttribute('href', '/books/21');
  expect(screen.getAllByTestId('book-card')).toHaveLength(2);
  expect(screen.getByText(bookCardMessages.sold)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: text.removeLabel('Kept Book') }));
  await waitFor(() => expect(removeBookmark).toHaveBeenCalledWith(21));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Kept Book' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Sold Book' })).toBeInTheDocument();
});
