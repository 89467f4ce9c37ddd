import { messages } from '../../messages';
import { sellBookSchema } from './sell-book-schema';
import { emptySellBookValues, type SellBookValues } from './sell-book-values';

const v = messages.validation;

const valid: SellBookValues = {
  isbn: '',
  name: 'Mathematics for Class 5',
  author: '',
  category: 'TEXTBOOK',
  bookType: 'school',
  grade: 5,
  publication: 'Ekta Books',
  edition: 2,
  price: 150,
  giveAway: false,
  condition: 'GOOD',
  description: 'A few pencil notes.',
};

/** Every message the schema gives for these values, by field. */
async function errorsOf(values: Partial<Record<keyof SellBookValues, unknown>>): Promise<Record<string, string>> {
  try {
    await sellBookSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('sellBookSchema', () => {
  it('accepts a complete school textbook', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('accepts empty optional numbers (they fall back when sent) and no publication', async () => {
    expect(await errorsOf({ edition: '', grade: '', publication: '' })).toEqual({});
  });

  // Issue 27: an empty price used to list the book as a donation without the seller saying so.
  it('needs a price, or the book given away (then the price input does not matter)', async () => {
    expect(await errorsOf({ price: '' })).toEqual({ price: v.priceRequired });
    expect(await errorsOf({ price: 0 })).toEqual({});
    expect(await errorsOf({ price: '', giveAway: true })).toEqual({});
    expect(await errorsOf({ price: -5, giveAway: true })).toEqual({});
  });

  it('requires a name, blank counting as none', async () => {
    expect(await errorsOf({ name: '' })).toEqual({ name: v.nameRequired });
    expect(await errorsOf({ name: '   ' })).toEqual({ name: v.nameRequired });
    expect(await errorsOf({ name: 'x'.repeat(101) })).toEqual({ name: v.nameTooLong });
  });

  it('takes one of the five categories and one of the four conditions', async () => {
    expect(await errorsOf({ category: '' })).toEqual({ category: v.categoryRequired });
    expect(await errorsOf({ category: 'COMIC' })).toEqual({ category: v.categoryRequired });
    expect(await errorsOf({ condition: '' })).toEqual({ condition: v.conditionRequired });
    expect(await errorsOf({ condition: 'MINT' })).toEqual({ condition: v.conditionRequired });
  });

  it('keeps the edition at 1 or more', async () => {
    expect(await errorsOf({ edition: 0 })).toEqual({ edition: 'Edition cannot be less than 1.' });
    expect(await errorsOf({ edition: -3 })).toEqual({ edition: v.editionMin });
    expect(await errorsOf({ edition: 1 })).toEqual({});
    expect(await errorsOf({ edition: 1.5 })).toEqual({ edition: v.editionWhole });
    expect(await errorsOf({ edition: 1000 })).toEqual({ edition: v.editionMax });
  });

  it('keeps a school grade from 1 to 10', async () => {
    expect(await errorsOf({ grade: 0 })).toEqual({ grade: 'Grade cannot be less than 1' });
    expect(await errorsOf({ grade: 11 })).toEqual({ grade: 'Grade cannot be greater than 10' });
    expect(await errorsOf({ grade: 1 })).toEqual({});
    expect(await errorsOf({ grade: 10 })).toEqual({});
    expect(await errorsOf({ grade: 2.5 })).toEqual({ grade: v.gradeWhole });
  });

  it('ignores the grade of a book that is not a school book', async () => {
    expect(await errorsOf({ bookType: 'college', grade: 42 })).toEqual({});
    expect(await errorsOf({ category: 'REFERENCE', bookType: 'school', grade: 0 })).toEqual({});
  });

  it('does not let the price go below 0, and 0 (a donation) is fine', async () => {
    expect(await errorsOf({ price: -1 })).toEqual({ price: 'Price cannot be negative.' });
    expect(await errorsOf({ price: 0 })).toEqual({});
    expect(await errorsOf({ price: 99.99 })).toEqual({});
    expect(await errorsOf({ price: 10.005 })).toEqual({ price: v.priceDecimals });
    expect(await errorsOf({ price: 100000 })).toEqual({ price: v.priceMax });
  });

  it('requires a description and bounds the publication', async () => {
    expect(await errorsOf({ description: ' ' })).toEqual({ description: v.descriptionRequired });
    expect(await errorsOf({ description: 'x'.repeat(5001) })).toEqual({ description: v.descriptionTooLong });
    expect(await errorsOf({ publication: 'x'.repeat(256) })).toEqual({ publication: v.publicationTooLong });
    expect(await errorsOf({ author: 'x'.repeat(101) })).toEqual({ author: v.authorTooLong });
    expect(await errorsOf({ author: 'H. C. Verma' })).toEqual({});
  });

  it('reports every required field of an empty form with its message', async () => {
    expect(await errorsOf(emptySellBookValues)).toEqual({
      name: v.nameRequired,
      price: v.priceRequired,
      category: v.categoryRequired,
      condition: v.conditionRequired,
      description: v.descriptionRequired,
    });
  });

  it('takes a blank ISBN or a valid one, and names what is wrong with any other (issue 40)', async () => {
    expect(await errorsOf({ ...valid, isbn: '' })).toEqual({});
    expect(await errorsOf({ ...valid, isbn: '978-0-306-40615-7' })).toEqual({});
    expect(await errorsOf({ ...valid, isbn: '978-0-306-40615-8' })).toEqual({ isbn: v.isbnCheckDigit });
    expect(await errorsOf({ ...valid, isbn: '978030640' })).toEqual({ isbn: v.isbnLength });
    expect(await errorsOf({ ...valid, isbn: '5901234123457' })).toEqual({ isbn: v.isbnPrefix });
  });

  it('spells the docs/product.md §5 messages correctly', () => {
    expect(v).toMatchObject({
      nameRequired: 'Book name is required',
      editionMin: 'Edition cannot be less than 1.',
      gradeMin: 'Grade cannot be less than 1',
      gradeMax: 'Grade cannot be greater than 10',
      priceNegative: 'Price cannot be negative.',
    });
  });
});
