import type { SavedArea } from '../saved-area';
import type { CurrentUser } from '../users';
import { booksKey, type BooksQuery } from './get-books';

// The platform's named types are built from the generated contract by conditional types; a path that no longer
// matches would make them `never`, which every use would accept. These lines fail the type-check instead.
type IsNever<T> = [T] extends [never] ? true : false;
false satisfies IsNever<BooksQuery>;
false satisfies IsNever<CurrentUser>;
false satisfies IsNever<SavedArea>;

describe('booksKey', () => {
  it('is the bare path without a query', () => {
    expect(booksKey({})).toBe('/books/');
  });

  it('sends only the fields that are set, in the order of their names', () => {
    expect(booksKey({ offset: 6, limit: 6, name: 'harry potter', is_school_book: true, grade: 5, publication: '' })).toBe(
      '/books/?grade=5&is_school_book=true&limit=6&name=harry+potter&offset=6',
    );
  });

  it('asks for the saved area by name, never by a point (issue 26)', () => {
    expect(booksKey({ near: 'saved', radius: 5, ordering: 'distance', limit: 12 })).toBe(
      '/books/?limit=12&near=saved&ordering=distance&radius=5',
    );
  });

  it('gives equal keys for equal queries', () => {
    expect(booksKey({ latitude: 27.7, longitude: 85.3, limit: 6 })).toBe(booksKey({ limit: 6, longitude: 85.3, latitude: 27.7 }));
  });
});
