import type { ColumnType } from 'kysely';

// ISBNs on books and saved searches (migration 0032, issue 40), apart from schema.ts.

/** ISBN-13 digits only (the API normalises what it is sent), or null: optional everywhere. */
type IsbnColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface BookIsbnColumns {
  isbn: IsbnColumn;
}

export interface SavedSearchIsbnColumns {
  /** "Tell me when this edition is listed": only books with this ISBN match. */
  isbn: IsbnColumn;
}
