import type { BookLookup } from '../book-lookup';
import { fillEmptyFields } from './fill-from-lookup';
import { emptySellBookValues } from './sell-book-values';
import { physicsLookup } from '../../testing/book-lookup';

const found = physicsLookup;

describe('fillEmptyFields', () => {
  it('fills every empty field the earlier listing knows, and says which', () => {
    const { values, filled } = fillEmptyFields({ ...emptySellBookValues, isbn: '9780306406157' }, found);
    expect(filled).toEqual(['name', 'author', 'publication', 'edition', 'category']);
    expect(values).toMatchObject({ name: 'Concepts of Physics', author: 'H. C. Verma', edition: 2, category: 'TEXTBOOK' });
  });

  it('never overwrites what the seller typed or chose, nor a copy’s own fields', () => {
    const typed = { ...emptySellBookValues, name: 'My title', edition: 3 as const, condition: 'GOOD' as const, price: 120 };
    const { values, filled } = fillEmptyFields(typed, found);
    expect(filled).toEqual(['author', 'publication', 'category']);
    expect(values).toMatchObject({ name: 'My title', edition: 3, condition: 'GOOD', price: 120 });
  });

  it('skips what the lookup leaves blank or cannot be a value of the form', () => {
    const { filled } = fillEmptyFields(emptySellBookValues, { ...found, author: null, publication: '  ', edition: 0, category: null });
    expect(filled).toEqual(['name']);
  });

  it('replaces what the previous ISBN’s lookup filled, clears what this one does not know, and keeps what the seller changed', () => {
    const first = fillEmptyFields(emptySellBookValues, found);
    const edited = { ...first.values, author: 'Verma, H. C.' };
    const other: BookLookup = { ...found, isbn: '9780140328721', name: 'Matilda', author: 'Roald Dahl', publication: null, edition: null };
    const { values, filled, fill } = fillEmptyFields(edited, other, first.fill);
    expect(filled).toEqual(['name', 'category']);
    expect(values).toMatchObject({ name: 'Matilda', author: 'Verma, H. C.', publication: '', edition: '', category: 'TEXTBOOK' });
    expect(fill).toEqual({ name: 'Matilda', category: 'TEXTBOOK' });
  });

  it('clears the previous lookup’s details when the new ISBN is unknown', () => {
    const first = fillEmptyFields(emptySellBookValues, found);
    const { values, filled } = fillEmptyFields({ ...first.values, name: 'Typed' }, null, first.fill);
    expect(filled).toEqual([]);
    expect(values).toMatchObject({ name: 'Typed', author: '', publication: '', edition: '', category: '' });
  });
});
