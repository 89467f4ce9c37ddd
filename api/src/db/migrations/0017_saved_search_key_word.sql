-- Matching an accepted book (features/alerts/matcher.ts) asks only the searches whose key word the
-- book can answer: every word of a match is among the book's words, their beginnings and the saved
-- words within typos of them, so any one word of a search can stand for it. The longest is the key,
-- as longer words are rarer: a book about physics no longer reads every search that has "physics"
-- beside a word the book lacks (measured in bench/wanted-matching.mjs).
CREATE FUNCTION saved_search_key_word(words text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT w FROM unnest(words) AS w ORDER BY char_length(w) DESC, w LIMIT 1 $$;

ALTER TABLE saved_searches ADD COLUMN key_word text GENERATED ALWAYS AS (saved_search_key_word(words)) STORED;
CREATE INDEX saved_searches_key_word_idx ON saved_searches (key_word) WHERE NOT paused;
DROP INDEX saved_searches_words_idx;
DROP INDEX saved_searches_wordless_idx;
CREATE INDEX saved_searches_wordless_idx ON saved_searches (id) WHERE NOT paused AND key_word IS NULL;

-- The saved words within typos of a book's word, found by their deletions (as SymSpell does): two
-- words are within k edits (insert, delete, replace, swap) only if deleting at most k letters from
-- each gives a common string. Every saved word that may have typos (5 letters or more: one, from 9:
-- two, features/books/search-words.ts) is stored under each of its deletions; the matcher looks up
-- the deletions of the book's words through the primary key and checks each pair's distance. The
-- trigram index it replaces read about 3 ms of posting lists per word of the book. Words over 40
-- letters match as typed (the matcher reads no longer words of a book either).
CREATE FUNCTION word_deletions(word text, depth integer) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT word
  UNION
  SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, char_length(word)) AS i WHERE depth >= 1
  UNION
  SELECT overlay(overlay(word PLACING '' FROM i FOR 1) PLACING '' FROM j FOR 1)
  FROM generate_series(1, char_length(word)) AS i, generate_series(1, char_length(word) - 1) AS j WHERE depth >= 2
$$;

CREATE FUNCTION allowed_typos(word text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN char_length(word) < 5 THEN 0 WHEN char_length(word) < 9 THEN 1 ELSE 2 END $$;

CREATE TABLE saved_word_deletions (
  deletion text NOT NULL,
  word text NOT NULL REFERENCES saved_search_words (word) ON DELETE CASCADE,
  PRIMARY KEY (deletion, word)
);
CREATE INDEX saved_word_deletions_word_idx ON saved_word_deletions (word);

CREATE FUNCTION saved_search_words_add_deletions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO saved_word_deletions (deletion, word)
  SELECT d, NEW.word FROM word_deletions(NEW.word, allowed_typos(NEW.word)) AS d
  WHERE allowed_typos(NEW.word) > 0 AND char_length(NEW.word) <= 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER saved_search_words_deletions
  AFTER INSERT ON saved_search_words
  FOR EACH ROW EXECUTE FUNCTION saved_search_words_add_deletions();

INSERT INTO saved_word_deletions (deletion, word)
SELECT d, sw.word FROM saved_search_words sw, word_deletions(sw.word, allowed_typos(sw.word)) AS d
WHERE allowed_typos(sw.word) > 0 AND char_length(sw.word) <= 40
ON CONFLICT DO NOTHING;

DROP INDEX saved_search_words_trgm_idx;
