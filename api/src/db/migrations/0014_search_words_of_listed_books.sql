-- search_words (the known words that typo tolerance and completion draw on, 0003) holds the words of
-- LISTED books only, and a word leaves with the last listed book that has it (issue 24.6). Until now
-- every word ever written into any book stayed for ever: from books never accepted, rejected,
-- disabled, sold or deleted, and from the books of members who had deleted their account.
--
-- Each word now counts the listed books that have it. Statement-level triggers on books add the
-- words of books that become listed (inserted, accepted, enabled, or edited while listed) and
-- take away those of books that stop being listed (rejected, disabled, sold, edited back to
-- review, deleted, or deleted with their owner); a word whose count reaches 0 is deleted.

-- "Listed", as Browse says it (LISTED in features/books/book-rows.ts; a test checks they agree).
CREATE FUNCTION book_is_listed(is_reviewed boolean, is_accepted boolean, is_disabled boolean, is_sold boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold $$;

-- The words of a book's search vector that are worth offering as spellings.
CREATE FUNCTION book_search_words(search_vector tsvector)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT lexeme FROM unnest(search_vector) WHERE char_length(lexeme) BETWEEN 2 AND 40 $$;

DROP TRIGGER books_collect_search_words ON books;
DROP FUNCTION books_collect_search_words();

ALTER TABLE search_words ADD COLUMN books integer NOT NULL DEFAULT 0;
TRUNCATE search_words;
INSERT INTO search_words (word, books)
SELECT w, count(*) FROM books, book_search_words(search_vector) AS w
WHERE book_is_listed(is_reviewed, is_accepted, is_disabled, is_sold)
GROUP BY w;
ALTER TABLE search_words ALTER COLUMN books DROP DEFAULT;

-- One function for the three triggers (a trigger with transition tables has one event). Each
-- statement's changes are summed per word and applied in word order, in one upsert: concurrent
-- statements take the words' row locks in the same order, so they wait for one another and never
-- deadlock. A count that reaches 0 is deleted while its row is still locked; an insert waiting
-- for that row then inserts it afresh (ON CONFLICT retries when the row it waited for is gone).
CREATE FUNCTION books_count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS n FROM new_books AS b, book_search_words(b.search_vector) AS w
          WHERE book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold) GROUP BY w) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(-n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS n FROM old_books AS b, book_search_words(b.search_vector) AS w
          WHERE book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold) GROUP BY w) AS c;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (
      SELECT w, sum(change)::integer AS n
      FROM (
        SELECT o.search_vector AS words_of, -1 AS change, book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold) AS counted
        FROM old_books AS o JOIN new_books AS n ON n.id = o.id
        WHERE o.search_vector IS DISTINCT FROM n.search_vector
           OR book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold)
              <> book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold)
        UNION ALL
        SELECT n.search_vector, 1, book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold)
        FROM old_books AS o JOIN new_books AS n ON n.id = o.id
        WHERE o.search_vector IS DISTINCT FROM n.search_vector
           OR book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold)
              <> book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold)
      ) AS versions, book_search_words(versions.words_of) AS w
      WHERE counted
      GROUP BY w
      HAVING sum(change) <> 0
    ) AS c;
  END IF;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_words AS s (word, books)
  SELECT word, delta FROM unnest(words, deltas) AS c(word, delta) ORDER BY word
  ON CONFLICT (word) DO UPDATE SET books = s.books + EXCLUDED.books;
  DELETE FROM search_words WHERE word = ANY (words) AND books <= 0;
  RETURN NULL;
END;
$$;

CREATE TRIGGER books_count_search_words_insert
  AFTER INSERT ON books REFERENCING NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION books_count_search_words();
CREATE TRIGGER books_count_search_words_update
  AFTER UPDATE ON books REFERENCING OLD TABLE AS old_books NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION books_count_search_words();
CREATE TRIGGER books_count_search_words_delete
  AFTER DELETE ON books REFERENCING OLD TABLE AS old_books
  FOR EACH STATEMENT EXECUTE FUNCTION books_count_search_words();

-- TRUNCATE fires no row or statement DELETE trigger: no books, no words.
CREATE FUNCTION books_truncate_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_words;
  RETURN NULL;
END;
$$;
CREATE TRIGGER books_truncate_search_words
  AFTER TRUNCATE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION books_truncate_search_words();
