import { BROWSE_ORDERINGS, CATEGORIES, CONDITIONS, type BookDetail, type BookListItem, type BookOwner } from './book';

// The named types are built from the generated contract by conditional types; a path or status that no longer
// matches would make them `never`, which every use would accept. These lines fail the type-check instead.
type IsNever<T> = [T] extends [never] ? true : false;
false satisfies IsNever<BookListItem>;
false satisfies IsNever<BookDetail>;
false satisfies IsNever<BookOwner>;

describe('the generated contract', () => {
  it('gives the enumerations the API validates with, in its order', () => {
    expect(CATEGORIES).toEqual(['TEXTBOOK', 'REFERENCE', 'GUIDEBOOK', 'SOLUTION', 'OTHER']);
    expect(CONDITIONS).toEqual(['LIKE NEW', 'GOOD', 'MODERATE', 'POOR']);
    expect(BROWSE_ORDERINGS).toContain('distance');
  });
});
