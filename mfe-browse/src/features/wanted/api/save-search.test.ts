import { isWorthSaving, savedSearchOf } from './save-search';

describe('saving a Browse search as a wanted book', () => {
  it('is offered only for a search with text or a filter (not for "everything", nor for an order alone)', () => {
    expect(isWorthSaving({})).toBe(false);
    expect(isWorthSaving({ bookType: 'is_any', ordering: 'price' })).toBe(false);
    expect(isWorthSaving({ name: 'chemistry' })).toBe(true);
    expect(isWorthSaving({ bookType: 'is_school_book' })).toBe(true);
    expect(isWorthSaving({ edition: 2 })).toBe(true);
    expect(isWorthSaving({ priceMax: 300 })).toBe(true);
    expect(isWorthSaving({ free: true })).toBe(true);
  });

  // Issue 36: the price range and Free only are saved with the search.
  it('sends the price range, or Free only without a range', () => {
    expect(JSON.parse(JSON.stringify(savedSearchOf({ name: 'atlas', priceMin: 100, priceMax: 300 })))).toEqual({
      name: 'atlas',
      price_min: 100,
      price_max: 300,
    });
    expect(JSON.parse(JSON.stringify(savedSearchOf({ name: 'atlas', priceMax: 300, free: true })))).toEqual({ name: 'atlas', free: true });
  });

  it('sends Browse’s query (book type as the contract’s flag) and the buyer’s point, never a page or an order', () => {
    expect(
      savedSearchOf(
        { name: 'physics', bookType: 'is_school_book', grade: 9, ordering: '-price', radius: 5 },
        { latitude: 27.7, longitude: 85.3 },
      ),
    ).toEqual({
      name: 'physics',
      is_school_book: true,
      grade: 9,
      latitude: 27.7,
      longitude: 85.3,
      condition: undefined,
      category: undefined,
      publication: undefined,
      edition: undefined,
      is_college_book: undefined,
      is_bachlore_book: undefined,
    });
    expect(JSON.parse(JSON.stringify(savedSearchOf({ category: 'TEXTBOOK' })))).toEqual({ category: 'TEXTBOOK' });
  });
});
