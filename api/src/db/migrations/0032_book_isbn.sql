-- A book's ISBN (issue 40): ISBN-13 digits only (the API normalises ISBN-10 and hyphens), or null. Copies of one
-- edition are found by it (GET /books/?isbn=, a book page's "more copies nearby"), and so is the most recent
-- accepted listing that fills a new listing's form (GET /books/lookup/): both read this index, small because most
-- books have none.
ALTER TABLE books ADD COLUMN isbn text CONSTRAINT books_isbn_digits CHECK (isbn ~ '^97[89][0-9]{10}$');
CREATE INDEX books_isbn_idx ON books (isbn, date_created DESC) WHERE isbn IS NOT NULL;

-- "Tell me when this edition is listed": a saved search may name an ISBN. Matching an accepted book with an ISBN
-- reads the searches for it through this index (features/alerts/matcher.ts).
ALTER TABLE saved_searches ADD COLUMN isbn text CONSTRAINT saved_searches_isbn_digits CHECK (isbn ~ '^97[89][0-9]{10}$');
CREATE INDEX saved_searches_isbn_idx ON saved_searches (isbn) WHERE NOT paused AND isbn IS NOT NULL;
