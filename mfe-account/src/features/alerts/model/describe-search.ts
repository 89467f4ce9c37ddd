import { BOOK_CHOICE_NAMES, type BookChoiceName } from '@booknook/contract';
import { choiceLabel, ordinal } from '@booknook/design-system';
import { alertsMessages as t } from '../alerts-messages';
import type { SavedSearch } from '../api/saved-searches';

// A saved search in words (issue 25): its text in quotes, its filters as chips, and where.

/** The distances a member picks from (km); a search saved with another keeps its own as an extra choice. */
export const RADIUS_CHOICES_KM = [1, 2, 5, 10, 25, 50] as const;

/** 5, 2.5, 0.1: a distance as people write it. */
export function formatKm(km: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(km);
}

/** “Organic Chemistry”; the edition awaited for a search by ISBN alone (issue 40); else "Any book" for filters alone. */
export function searchTitle(search: Pick<SavedSearch, 'name' | 'isbn'>): string {
  if (search.name.trim()) return `“${search.name.trim()}”`;
  return search.isbn ? t.isbnTitle(search.isbn) : t.anyBook;
}

/** 150, 99.5: a price as people write it, with "Rs.". */
function price(amount: number): string {
  return t.price(new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(amount));
}

/** The price range or Free only, as one label; null when the search has neither. */
function priceChip({ price_min: min, price_max: max, free }: SavedSearch): string | null {
  if (free) return t.free;
  if (min !== null && max !== null) return t.priceBetween(price(min), price(max));
  if (min !== null) return t.priceFrom(price(min));
  return max === null ? null : t.priceUpTo(price(max));
}

/** The label of the value the search has for a choice field; null for any. */
function choiceChip(search: SavedSearch, name: BookChoiceName): string | null {
  const value = search[name];
  return value ? choiceLabel(name, value) : null;
}

/** Each filter the search has, in Browse's order (the category first, the book type and grade hanging off it), as its label. */
export function searchChips(search: SavedSearch): string[] {
  const chips: (string | null)[] = [
    // The ISBN is the title of a search that has no text; beside text it is a filter like the others.
    search.isbn && search.name.trim() ? t.isbn(search.isbn) : null,
    choiceChip(search, 'category'),
    search.book_type ? t.bookTypes[search.book_type] : null,
    search.grade === null ? null : t.grade(search.grade),
    ...BOOK_CHOICE_NAMES.filter((name) => name !== 'category').map((name) => choiceChip(search, name)),
    search.publication,
    search.edition === null ? null : t.edition(ordinal(search.edition)),
    priceChip(search),
  ];
  return chips.filter((chip): chip is string => chip !== null && chip !== '');
}

/** The distance choices for one search: the usual ones, plus its own when it is not among them. */
export function radiusChoices(current: number | null): number[] {
  const choices: number[] = [...RADIUS_CHOICES_KM];
  if (current !== null && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
