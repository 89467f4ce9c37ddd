import { http } from '@booknook/platform';
import { createBook } from './create-book';

jest.mock('@booknook/platform', () => ({ http: { post: jest.fn() } }));
const post = jest.mocked(http.post);

describe('createBook', () => {
  it('creates a book with the JSON body and returns the detail and id', async () => {
    post.mockResolvedValueOnce({ data: { detail: 'Book submitted for review.', id: 3 } } as Awaited<ReturnType<typeof http.post>>);
    const payload = {
      name: 'Atlas',
      category: 'OTHER',
      publication: '',
      edition: 1,
      is_school_book: false,
      is_college_book: false,
      is_bachlore_book: false,
      description: 'Free',
      condition: 'GOOD',
      price: 0,
      book_image: 'books/a.jpg',
    } as const;
    await expect(createBook(payload)).resolves.toEqual({ detail: 'Book submitted for review.', id: 3 });
    expect(post).toHaveBeenCalledWith('/books/create/', payload);
  });
});
