import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { BookDetail, BookListItem } from '@booknook/contract';

/** Test helpers of mfe-browse (not part of the build: only tests import this file). */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the page under the router paths the shell gives it, plus a /login stand-in. */
export function AppRoutes({ children }: { children: ReactNode }) {
  return (
    <>
      <Routes>
        <Route path="/books" element={children} />
        <Route path="/books/:bookId" element={children} />
        <Route path="/members/:username" element={children} />
        <Route path="/login" element={<h1>Sign In</h1>} />
      </Routes>
      <LocationProbe />
    </>
  );
}

let nextId = 1;

export function makeBook(overrides: Partial<BookListItem> = {}): BookListItem {
  const id = nextId++;
  return {
    id,
    name: `Book ${id}`,
    book_image: `/media/covers/${id}/480w.jpg`,
    book_image_variants: [{ url: `/media/covers/${id}/480w.jpg`, width: 480, height: 640, type: 'image/jpeg' }],
    category: 'TEXTBOOK',
    condition: 'GOOD',
    price: 100 * id,
    author: null,
    isbn: null,
    publication: 'Ekta Books',
    edition: 2,
    is_school_book: true,
    is_college_book: false,
    is_bachlore_book: false,
    grade: 8,
    is_sold: false,
    status: overrides.is_sold ? 'sold' : 'available',
    is_bookmarked: false,
    distance: 'None',
    owner_first_name: 'Asha',
    owner_last_name: 'Rao',
    owner_location: 'Patan',
    ...overrides,
  };
}

export function makeBookDetail(overrides: Partial<BookDetail> = {}): BookDetail {
  const book = makeBook();
  return {
    ...book,
    // The photos in order, the cover first (issue 27): here the cover alone.
    images: [{ key: 'books/cover.jpg', url: book.book_image, width: 720, height: 960, variants: book.book_image_variants }],
    description: 'Clean copy, a few pencil notes.',
    is_reviewed: true,
    is_accepted: true,
    is_rejected: false,
    is_expired: false,
    expires_at: '2027-01-24T10:00:00.000Z',
    is_disabled: false,
    date_created: '2026-11-01T10:00:00Z',
    user: {
      first_name: 'Asha',
      last_name: 'Rao',
      username: 'sita',
      location: 'Patan',
    },
    ...overrides,
  };
}
