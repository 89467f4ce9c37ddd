import { alertsMessages as t } from '../alerts-messages';
import { radiusChoices, searchChips, searchTitle } from './describe-search';
import { savedSearch } from '../testing';

it('quotes the text, or says "Any book" for filters alone', () => {
  expect(searchTitle(savedSearch())).toBe('“Organic Chemistry”');
  expect(searchTitle(savedSearch({ name: '  ' }))).toBe(t.anyBook);
});

it('names each filter as Browse does, in its order', () => {
  expect(searchChips(savedSearch())).toEqual([]);
  expect(
    searchChips(
      savedSearch({
        category: 'TEXTBOOK',
        condition: 'LIKE NEW',
        publication: 'Ekta Books',
        edition: 2,
        book_type: 'school',
        grade: 12,
      }),
    ),
  ).toEqual(['Text Book', t.bookTypes.school, t.grade(12), 'Like New', 'Ekta Books', t.edition('2nd')]);
});

// Issue 36: the price range and Free only are shown with the other filters.
it('names a price range, either end open, or Free only', () => {
  expect(searchChips(savedSearch({ price_min: 100, price_max: 450.5 }))).toEqual([t.priceBetween(t.price('100'), t.price('450.5'))]);
  expect(searchChips(savedSearch({ price_min: 100 }))).toEqual([t.priceFrom(t.price('100'))]);
  expect(searchChips(savedSearch({ price_max: 300 }))).toEqual([t.priceUpTo(t.price('300'))]);
  expect(searchChips(savedSearch({ free: true }))).toEqual([t.free]);
});

// Issue 40: "tell me when this edition is listed".
it('names the edition a search by ISBN awaits, as its title alone or as a filter beside text', () => {
  expect(searchTitle(savedSearch({ name: '', isbn: '9780306406157' }))).toBe(t.isbnTitle('9780306406157'));
  expect(searchChips(savedSearch({ name: '', isbn: '9780306406157' }))).toEqual([]);
  expect(searchTitle(savedSearch({ isbn: '9780306406157' }))).toBe('“Organic Chemistry”');
  expect(searchChips(savedSearch({ isbn: '9780306406157', category: 'TEXTBOOK' }))).toEqual([t.isbn('9780306406157'), 'Text Book']);
});

it('offers the usual distances, and a search’s own when it differs', () => {
  expect(radiusChoices(5)).toEqual([1, 2, 5, 10, 25, 50]);
  expect(radiusChoices(3.5)).toEqual([1, 2, 3.5, 5, 10, 25, 50]);
});
