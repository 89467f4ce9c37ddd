import { createBook } from '../books/create-book';
import { http } from '../client';
import { getUploadUrl } from './get-upload-url';

jest.mock('../client', () => ({ http: { post: jest.fn() } }));
const post = jest.mocked(http.post);

describe('upload and create-book fetchers', () => {
  it('asks for a grant with the file name in the query', async () => {
    const grant = { url: '/api/v1/s3/upload/', fields: { key: 'books/a.jpg' }, key: 'books/a.jpg' };
    post.mockResolvedValueOnce({ data: grant } as Awaited<ReturnType<typeof http.post>>);
    await expect(getUploadUrl('cover photo.jpg')).resolves.toEqual(grant);
    expect(post).toHaveBeenCalledWith('/s3/get-upload-url', undefined, { params: { filename: 'cover photo.jpg' } });
  });

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
