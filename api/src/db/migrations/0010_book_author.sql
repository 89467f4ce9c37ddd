-- Books have an author (issue 18), optional, 1–100 characters. Search weighs it just below the
-- title: title A, author B, publication C, description D (ts_rank's weights in browse-service.ts).

ALTER TABLE books ADD COLUMN author text CHECK (author IS NULL OR char_length(author) BETWEEN 1 AND 100);

DROP INDEX books_listed_search_idx;
ALTER TABLE books DROP COLUMN search_vector;
ALTER TABLE books ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', name), 'A')
  || setweight(to_tsvector('simple', coalesce(author, '')), 'B')
  || setweight(to_tsvector('simple', coalesce(publication, '')), 'C')
  || setweight(to_tsvector('simple', description), 'D')
) STORED;
CREATE INDEX books_listed_search_idx ON books USING gin (search_vector)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold;

-- Words of an author are spellings a search may be widened to, like the rest.
DROP TRIGGER books_collect_search_words ON books;
CREATE TRIGGER books_collect_search_words
  AFTER INSERT OR UPDATE OF name, author, publication, description ON books
  FOR EACH ROW EXECUTE FUNCTION books_collect_search_words();
