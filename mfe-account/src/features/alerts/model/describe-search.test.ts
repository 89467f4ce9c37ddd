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

it('offers the usual distances, and a search’s own when it differs', () => {
  expect(radiusChoices(5)).toEqual([1, 2, 5, 10, 25, 50]);
  expect(radiusChoices(3.5)).toEqual([1, 2, 3.5, 5, 10, 25, 50]);
});
