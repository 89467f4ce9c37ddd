import type { SavedSearch } from './api/saved-searches';

/** A saved search for tests: a point with 5 km, no filters, as the API answers it; `overrides` change any part. */
export function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Organic Chemistry',
    isbn: null,
    category: null,
    condition: null,
    publication: null,
    edition: null,
    book_type: null,
    grade: null,
    price_min: null,
    price_max: null,
    free: false,
    near: true,
    radius_km: 5,
    paused: false,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
