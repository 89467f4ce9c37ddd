import type { MyBook } from '../src/features/my-books/api/get-my-books';

let nextId = 1;

/** A row of My Books for unit tests: a reviewed, accepted book for sale unless told otherwise. */
export function myBook(overrides: Partial<MyBook> = {}): MyBook {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Book ${id}`,
    book_image: `/media/covers/${id}/480w.jpg`,
    book_image_variants: [{ url: `/media/covers/${id}/480w.jpg`, width: 480, height: 640, type: 'image/jpeg' }],
    category: 'TEXTBOOK',
    condition: 'GOOD',
    price: 250,
    author: null,
    isbn: null,
    publication: null,
    edition: null,
    is_school_book: false,
    is_college_book: false,
    is_bachlore_book: false,
    grade: null,
    is_sold: false,
    status: overrides.is_sold ? 'sold' : 'available',
    is_bookmarked: false,
    distance: 'None',
    owner_first_name: 'Asha',
    owner_last_name: 'Rao',
    owner_location: 'Kathmandu',
    is_reviewed: true,
    is_accepted: true,
    is_rejected: false,
    is_disabled: false,
    is_expired: false,
    expires_at: '2027-01-24T10:00:00.000Z',
    description: 'A clean copy.',
    date_created: '2026-11-01T10:00:00.000Z',
    rejection_reason: null,
    images: [
      {
        key: `books/${id}.png`,
        url: `/media/covers/${id}/480w.jpg`,
        width: 480,
        height: 640,
        variants: [{ url: `/media/covers/${id}/480w.jpg`, width: 480, height: 640, type: 'image/jpeg' }],
      },
    ],
    ...overrides,
  };
}
