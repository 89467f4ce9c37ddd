import { buildBookPayload, type ValidSellBookValues } from './build-book-payload';

const base: ValidSellBookValues = {
  isbn: '',
  name: '  Mathematics for Class 5 ',
  author: ' Gopal Joshi ',
  category: 'TEXTBOOK',
  bookType: 'school',
  grade: 5,
  publication: ' Ekta Books ',
  edition: 2,
  price: 150,
  giveAway: false,
  condition: 'GOOD',
  description: ' A few pencil notes. ',
};
const photos = ['books/abc.webp', 'books/def.webp', 'books/ghi.webp'];

const flags = (payload: ReturnType<typeof buildBookPayload>) => [payload.is_school_book, payload.is_college_book, payload.is_bachlore_book];

describe('buildBookPayload', () => {
  it('sends a school textbook with its grade, trimmed text and the coordinates', () => {
    expect(buildBookPayload(base, photos, { latitude: 27.7172, longitude: 85.324 })).toEqual({
      name: 'Mathematics for Class 5',
      author: 'Gopal Joshi',
      category: 'TEXTBOOK',
      publication: 'Ekta Books',
      edition: 2,
      is_school_book: true,
      is_college_book: false,
      is_bachlore_book: false,
      grade: 5,
      description: 'A few pencil notes.',
      condition: 'GOOD',
      price: 150,
      book_image: 'books/abc.webp',
      images: photos,
      latitude: 27.7172,
      longitude: 85.324,
    });
  });

  it('sets exactly one type flag for the chosen type', () => {
    expect(flags(buildBookPayload({ ...base, bookType: 'school' }, photos, null))).toEqual([true, false, false]);
    expect(flags(buildBookPayload({ ...base, bookType: 'college' }, photos, null))).toEqual([false, true, false]);
    expect(flags(buildBookPayload({ ...base, bookType: 'bachelor' }, photos, null))).toEqual([false, false, true]);
  });

  it('sets no type flag when no type is chosen, or when the book is not a textbook', () => {
    expect(flags(buildBookPayload({ ...base, bookType: '' }, photos, null))).toEqual([false, false, false]);
    expect(flags(buildBookPayload({ ...base, category: 'GUIDEBOOK', bookType: 'school' }, photos, null))).toEqual([false, false, false]);
  });

  it('sends the grade only for a school book', () => {
    expect(buildBookPayload({ ...base, bookType: 'college', grade: 5 }, photos, null)).not.toHaveProperty('grade');
    expect(buildBookPayload({ ...base, bookType: '', grade: 5 }, photos, null)).not.toHaveProperty('grade');
    expect(buildBookPayload({ ...base, category: 'OTHER', grade: 5 }, photos, null)).not.toHaveProperty('grade');
  });

  it('falls back to edition 1 and grade 1 for empty inputs', () => {
    const payload = buildBookPayload({ ...base, edition: '', grade: '' }, photos, null);
    expect(payload).toMatchObject({ edition: 1, grade: 1 });
  });

  it('keeps a price of 0 as 0, and sends 0 for a book given away whatever the price input held', () => {
    expect(buildBookPayload({ ...base, price: 0 }, photos, null).price).toBe(0);
    expect(buildBookPayload({ ...base, price: 250, giveAway: true }, photos, null).price).toBe(0);
    expect(buildBookPayload({ ...base, price: '', giveAway: true }, photos, null).price).toBe(0);
  });

  it('names the first photo the cover and sends every photo in order', () => {
    expect(buildBookPayload(base, ['books/one.jpg'], null)).toMatchObject({ book_image: 'books/one.jpg', images: ['books/one.jpg'] });
    expect(buildBookPayload(base, photos, null)).toMatchObject({ book_image: photos[0], images: photos });
  });

  it('sends no coordinates without an accepted location', () => {
    const payload = buildBookPayload(base, photos, null);
    expect(payload).not.toHaveProperty('latitude');
    expect(payload).not.toHaveProperty('longitude');
  });
});

describe('buildBookPayload: the ISBN (issue 40)', () => {
  it('sends a typed ISBN-10 with hyphens as its ISBN-13', () => {
    expect(buildBookPayload({ ...base, isbn: '0-306-40615-2' }, photos, null).isbn).toBe('9780306406157');
  });

  it('sends no isbn when none is given, so an API without the field takes the book', () => {
    expect(buildBookPayload({ ...base, isbn: '  ' }, photos, null)).not.toHaveProperty('isbn');
  });
});
