-- Typo-tolerant search that scales: trigram similarity over whole descriptions is checked row by
-- row (slow on large tables), so instead
--   1. every book has a weighted full-text vector (title A, publication B, description C) with a
--      GIN index, and
--   2. every distinct word ever indexed is kept in search_words with a trigram GiST index; a query
--      word is widened to its nearest known spellings (KNN on that small table), and the books
--      are then found through the full-text index.

ALTER TABLE books ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', name), 'A')
  || setweight(to_tsvector('simple', coalesce(publication, '')), 'B')
  || setweight(to_tsvector('simple', description), 'C')
) STORED;

DROP INDEX books_listed_search_idx;
ALTER TABLE books DROP COLUMN search_text;
CREATE INDEX books_listed_search_idx ON books USING gin (search_vector)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold;

CREATE TABLE search_words (
  word text PRIMARY KEY
);

CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);

CREATE FUNCTION books_collect_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(NEW.search_vector)
  WHERE char_length(lexeme) BETWEEN 2 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NEW;
END;
$$;

CREATE TRIGGER books_collect_search_words
  AFTER INSERT OR UPDATE OF name, publication, description ON books
  FOR EACH ROW EXECUTE FUNCTION books_collect_search_words();

INSERT INTO search_words (word)
SELECT DISTINCT lexeme FROM books, unnest(search_vector)
WHERE char_length(lexeme) BETWEEN 2 AND 40
ON CONFLICT (word) DO NOTHING;
