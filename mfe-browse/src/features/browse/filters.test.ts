import { CLEARED, canClear, filtersToParams, pageHref, pagesShown, parseFilters, parsePage, toBooksQuery, withFilter } from './filters';

const params = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  // Issue 40: a book page's "more copies nearby" links to Browse by the edition's ISBN; it goes to the API as it is.
  it('reads an ISBN, hyphens and all, sends it as isbn, and ignores text that cannot be one', () => {
    expect(parseFilters(new URLSearchParams('isbn=978-0-306-40615-7')).isbn).toBe('978-0-306-40615-7');
    expect(toBooksQuery(parseFilters(new URLSearchParams('isbn=9780306406157')), 1).isbn).toBe('9780306406157');
    expect(parseFilters(new URLSearchParams('isbn=physics')).isbn).toBeUndefined();
  });

  it('reads near=saved and ignores any other near', () => {
    expect(parseFilters(new URLSearchParams('near=saved&radius=5'))).toEqual({ near: 'saved', radius: 5 });
    expect(parseFilters(new URLSearchParams('near=home'))).toEqual({});
  });

  it('reads every filter of the URL', () => {
    expect(
      parseFilters(
        params(
          'name=physics&condition=LIKE+NEW&category=TEXTBOOK&publication=Ekta&edition=3&bookType=is_school_book&grade=9&ordering=-price&radius=5',
        ),
      ),
    ).toEqual({
      name: 'physics',
      condition: 'LIKE NEW',
      category: 'TEXTBOOK',
      publication: 'Ekta',
      edition: 3,
      bookType: 'is_school_book',
      grade: 9,
      ordering: '-price',
      radius: 5,
    });
  });

  it('reads the sortBy links of before as the server-side price orderings', () => {
    expect(parseFilters(params('sortBy=asc'))).toEqual({ ordering: 'price' });
    expect(parseFilters(params('sortBy=desc'))).toEqual({ ordering: '-price' });
    expect(parseFilters(params('sortBy=desc&ordering=-created'))).toEqual({ ordering: '-created' });
  });

  it('ignores unknown values, blanks and numbers out of range', () => {
    expect(
      parseFilters(params('name=%20%20&condition=BAD&category=POOR&edition=0&bookType=x&sortBy=up&ordering=cheap&radius=3&grade=4')),
    ).toEqual({});
    expect(parseFilters(params('edition=1000'))).toEqual({});
    expect(parseFilters(params('edition=2.5'))).toEqual({});
  });

  it('keeps a grade only for school books', () => {
    expect(parseFilters(params('bookType=is_collage_book&grade=4'))).toEqual({ bookType: 'is_collage_book' });
    expect(parseFilters(params('bookType=is_school_book&grade=11'))).toEqual({ bookType: 'is_school_book' });
  });
});

describe('filtersToParams', () => {
  it('round-trips through the URL', () => {
    const query =
      'name=harry+potter&category=OTHER&condition=POOR&publication=Bloomsbury&edition=2&bookType=is_school_book&grade=5&ordering=price&radius=10';
    expect(filtersToParams(parseFilters(params(query))).toString()).toBe(query);
  });

  it('writes the page only past the first', () => {
    expect(filtersToParams({ name: 'maths' }, 1).toString()).toBe('name=maths');
    expect(filtersToParams({ name: 'maths' }, 3).toString()).toBe('name=maths&page=3');
  });

  it('drops a grade that does not apply', () => {
    expect(filtersToParams({ bookType: 'is_bachelor_book', grade: 3 }).toString()).toBe('bookType=is_bachelor_book');
  });
});

describe('parsePage', () => {
  it('is 1 unless the URL holds a positive whole number', () => {
    expect(parsePage(params(''))).toBe(1);
    expect(parsePage(params('page=0'))).toBe(1);
    expect(parsePage(params('page=abc'))).toBe(1);
    expect(parsePage(params('page=4'))).toBe(4);
  });
});

describe('withFilter', () => {
  it('clears the grade when the book type stops being School', () => {
    expect(withFilter({ bookType: 'is_school_book', grade: 7 }, { bookType: 'is_any' })).toEqual({ bookType: 'is_any' });
    expect(withFilter({ bookType: 'is_school_book' }, { grade: 7 })).toEqual({ bookType: 'is_school_book', grade: 7 });
  });

  it('removes a filter set to undefined', () => {
    expect(filtersToParams(withFilter({ name: 'x', condition: 'GOOD' }, { condition: undefined })).toString()).toBe('name=x');
  });
});

describe('canClear', () => {
  it('offers Clear filter from two parameters on, and clearing leaves bookType=is_any', () => {
    expect(canClear({})).toBe(false);
    expect(canClear({ name: 'maths' })).toBe(false);
    expect(canClear({ name: 'maths', bookType: 'is_any' })).toBe(true);
    expect(filtersToParams(CLEARED).toString()).toBe('bookType=is_any');
    expect(canClear(CLEARED)).toBe(false);
  });
});

describe('toBooksQuery', () => {
  it('measures from the saved area by name (near=saved), never by a point, with the radius and nearest first', () => {
    const query = toBooksQuery({ ordering: 'distance', radius: 5, near: 'saved' }, 1, 'saved-area');
    expect(query).toMatchObject({ near: 'saved', ordering: 'distance', radius: 5 });
    expect(query.latitude).toBeUndefined();
    expect(query.longitude).toBeUndefined();
    // Until the saved area is known to exist, the same search without distances.
    expect(toBooksQuery({ ordering: 'distance', radius: 5, near: 'saved' }, 1)).toMatchObject({
      near: undefined,
      radius: undefined,
      ordering: undefined,
    });
  });

  it.each([
    ['is_any', {}],
    ['is_school_book', { is_school_book: true, grade: 6 }],
    ['is_collage_book', { is_college_book: true }],
    ['is_bachelor_book', { is_bachlore_book: true }],
  ] as const)('maps book type %p to the API flags', (bookType, flags) => {
    const query = toBooksQuery({ bookType, grade: 6 }, 1);
    expect(query).toEqual({
      name: undefined,
      condition: undefined,
      category: undefined,
      publication: undefined,
      edition: undefined,
      is_school_book: undefined,
      is_college_book: undefined,
      is_bachlore_book: undefined,
      grade: undefined,
      price_min: undefined,
      price_max: undefined,
      free: undefined,
      hide_reserved: undefined,
      latitude: undefined,
      longitude: undefined,
      radius: undefined,
      ordering: undefined,
      with_count: undefined,
      limit: 12,
      offset: 0,
      ...flags,
    });
  });

  it('asks for a count with the first page only', () => {
    expect(toBooksQuery({}, 1).with_count).toBeUndefined();
    expect(toBooksQuery({}, 2).with_count).toBe(false);
  });

  it('sends the price range, and Free only without it (the API refuses a price_min above 0 with free)', () => {
    expect(toBooksQuery({ priceMin: 5, priceMax: 40 }, 1)).toMatchObject({ price_min: 5, price_max: 40, free: undefined });
    expect(toBooksQuery({ priceMin: 5, priceMax: 40, free: true }, 1)).toMatchObject({
      price_min: undefined,
      price_max: undefined,
      free: true,
    });
  });

  it('reads Hide reserved books from the URL, writes it back and sends it as hide_reserved', () => {
    const filters = parseFilters(params('hideReserved=true&name=atlas'));
    expect(filters).toEqual({ name: 'atlas', hideReserved: true });
    expect(filtersToParams(filters).toString()).toBe('name=atlas&hideReserved=true');
    expect(toBooksQuery(filters, 1)).toMatchObject({ name: 'atlas', hide_reserved: true });
    expect(parseFilters(params('hideReserved=yes'))).toEqual({});
    expect(filtersToParams(withFilter(filters, { hideReserved: undefined })).toString()).toBe('name=atlas');
  });

  it('pages by twelve, counts nothing after the first page, and sends the ordering to the server', () => {
    const query = toBooksQuery({ name: 'maths', ordering: '-price' }, 3);
    expect(query).toMatchObject({ name: 'maths', limit: 12, offset: 24, ordering: '-price', with_count: false });
  });

  it('sends nearest first and the radius only with the buyer location', () => {
    const located = { latitude: 27.7, longitude: 85.3 };
    expect(toBooksQuery({ ordering: 'distance', radius: 5 }, 1, located)).toMatchObject({ ...located, ordering: 'distance', radius: 5 });
    const unlocated = toBooksQuery({ ordering: 'distance', radius: 5 }, 1);
    expect(unlocated.ordering).toBeUndefined();
    expect(unlocated.radius).toBeUndefined();
  });
});

describe('price filters', () => {
  it('reads a price range and Free only from the URL, ignoring what is not a price', () => {
    expect(parseFilters(params('priceMin=5&priceMax=12.5&free=true'))).toEqual({ priceMin: 5, priceMax: 12.5, free: true });
    expect(parseFilters(params('priceMin=-1&priceMax=cheap&free=yes'))).toEqual({});
    expect(parseFilters(params('priceMax=100000'))).toEqual({});
  });

  it('writes them to the URL, and a range that cannot match gives way to the end just changed', () => {
    expect(filtersToParams(withFilter({ name: 'maths' }, { priceMin: 5, priceMax: 40 })).toString()).toBe(
      'name=maths&priceMin=5&priceMax=40',
    );
    expect(filtersToParams(withFilter({}, { free: true })).toString()).toBe('free=true');
    expect(withFilter({ priceMin: 50 }, { priceMax: 10 })).toEqual({ priceMax: 10 });
    expect(withFilter({ priceMax: 10 }, { priceMin: 50 })).toEqual({ priceMin: 50 });
  });
});

describe('pagesShown', () => {
  it('brings back every page up to the URL one, five at most', () => {
    expect(pagesShown(1)).toEqual([1]);
    expect(pagesShown(3)).toEqual([1, 2, 3]);
    expect(pagesShown(8)).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('pageHref', () => {
  it('is a plain link to a page of the same search', () => {
    expect(pageHref({ name: 'maths', radius: 5 }, 2)).toBe('/books?name=maths&radius=5&page=2');
    expect(pageHref({}, 1)).toBe('/books');
  });
});
