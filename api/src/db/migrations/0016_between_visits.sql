-- Between visits (issue 25): listings that expire, wanted books (saved searches), notifications,
-- and the mail members choose to get about them.

-- A listing lives LISTING_LIFETIME_S (60 days) from the moment a moderator accepts it; renewing
-- moves the end. An expired listing is not "listed" (Browse, search, sitemap, alerts), but its page
-- still opens and says it has ended. Books listed before this migration get a full lifetime from now.
ALTER TABLE books ADD COLUMN expires_at timestamptz;
ALTER TABLE books ADD COLUMN is_expired boolean NOT NULL DEFAULT false;
ALTER TABLE books ADD COLUMN expiry_reminded_at timestamptz;
UPDATE books SET expires_at = now() + interval '60 days' WHERE is_reviewed AND is_accepted;

-- "Listed" gains "not expired". The search words' triggers (0014) call it, so they move with it.
CREATE FUNCTION book_is_listed(is_reviewed boolean, is_accepted boolean, is_disabled boolean, is_sold boolean, is_expired boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired $$;

CREATE OR REPLACE FUNCTION books_count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS n FROM new_books AS b, book_search_words(b.search_vector) AS w
          WHERE book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold, b.is_expired) GROUP BY w) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(-n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS n FROM old_books AS b, book_search_words(b.search_vector) AS w
          WHERE book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold, b.is_expired) GROUP BY w) AS c;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (
      SELECT w, sum(change)::integer AS n
      FROM (
        SELECT o.search_vector AS words_of, -1 AS change,
               book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold, o.is_expired) AS counted
        FROM old_books AS o JOIN new_books AS n ON n.id = o.id
        WHERE o.search_vector IS DISTINCT FROM n.search_vector
           OR book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold, o.is_expired)
              <> book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold, n.is_expired)
        UNION ALL
        SELECT n.search_vector, 1, book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold, n.is_expired)
        FROM old_books AS o JOIN new_books AS n ON n.id = o.id
        WHERE o.search_vector IS DISTINCT FROM n.search_vector
           OR book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold, o.is_expired)
              <> book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold, n.is_expired)
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

DROP FUNCTION book_is_listed(boolean, boolean, boolean, boolean);

-- Browse's partial indexes hold listed books only: expired ones leave them.
DROP INDEX books_listed_created_idx;
DROP INDEX books_listed_location_idx;
DROP INDEX books_listed_search_idx;
CREATE INDEX books_listed_created_idx ON books (date_created DESC, id DESC)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired;
CREATE INDEX books_listed_location_idx ON books USING gist (location)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired;
CREATE INDEX books_listed_search_idx ON books USING gin (search_vector)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired;
-- The expiry job's reads: listed books by their end.
CREATE INDEX books_listed_expires_idx ON books (expires_at)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired;

-- A wanted book: a member's saved search, told when a matching book is listed. `words` are the
-- search's words as Browse splits them (the last may be a beginning); the filters are Browse's.
CREATE TABLE saved_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  query text NOT NULL DEFAULT '' CHECK (char_length(query) <= 200),
  words text[] NOT NULL DEFAULT '{}',
  category text,
  condition text,
  publication text CHECK (char_length(publication) <= 255),
  edition integer,
  book_type text CHECK (book_type IN ('school', 'college', 'bachelor')),
  grade integer,
  -- An earthdistance point of the searcher's area (their position, or the area they chose), as
  -- given: a searcher's own place, never shown to anyone. Null: anywhere.
  location cube,
  radius_m integer CHECK (radius_m BETWEEN 100 AND 50000),
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT saved_searches_point_and_radius CHECK ((location IS NULL) = (radius_m IS NULL))
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC);
-- Acceptance reads only active searches: by word, by place, and those with no words.
CREATE INDEX saved_searches_words_idx ON saved_searches USING gin (words) WHERE NOT paused;
CREATE INDEX saved_searches_location_idx ON saved_searches USING gist (location) WHERE NOT paused AND location IS NOT NULL;
CREATE INDEX saved_searches_wordless_idx ON saved_searches (id) WHERE NOT paused AND words = '{}';

-- Every word of an active saved search once, for typo matching (trigram index), counted like
-- search_words: a word leaves with the last search that has it.
CREATE TABLE saved_search_words (
  word text PRIMARY KEY,
  searches integer NOT NULL
);
CREATE INDEX saved_search_words_trgm_idx ON saved_search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION saved_searches_count_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
  FROM (
    SELECT w, sum(change)::integer AS n
    FROM (
      SELECT unnest(OLD.words) AS w, -1 AS change WHERE TG_OP <> 'INSERT' AND NOT OLD.paused
      UNION ALL
      SELECT unnest(NEW.words), 1 WHERE TG_OP <> 'DELETE' AND NOT NEW.paused
    ) AS changes
    GROUP BY w
    HAVING sum(change) <> 0
  ) AS c;
  IF words IS NOT NULL THEN
    INSERT INTO saved_search_words AS s (word, searches)
    SELECT word, delta FROM unnest(words, deltas) AS c(word, delta) ORDER BY word
    ON CONFLICT (word) DO UPDATE SET searches = s.searches + EXCLUDED.searches;
    DELETE FROM saved_search_words WHERE word = ANY (words) AND searches <= 0;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER saved_searches_count_words
  AFTER INSERT OR UPDATE OF words, paused OR DELETE ON saved_searches
  FOR EACH ROW EXECUTE FUNCTION saved_searches_count_words();

-- What happened, for the bell: one row per event a member is told of. `book_id` goes with the book
-- (a deleted book's notices go too); a wanted-book notice names the search that matched.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'wanted_listed', 'book_accepted', 'book_rejected', 'bookmark_sold', 'bookmark_price_drop', 'listing_expiring', 'listing_expired'
  )),
  book_id bigint REFERENCES books (id) ON DELETE CASCADE,
  saved_search_id bigint REFERENCES saved_searches (id) ON DELETE SET NULL,
  -- What the notice says beyond its book: a rejection's reason, the old and new price.
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_book_idx ON notifications (book_id);
-- A member hears of a listed book they wanted once, however many of their searches match it and
-- however often it is accepted again after an edit.
CREATE UNIQUE INDEX notifications_wanted_once_idx ON notifications (user_id, book_id) WHERE kind = 'wanted_listed';

-- How a member gets mail of each kind: at once, in the daily digest, or not at all. No row: the default.
CREATE TABLE mail_preferences (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('messages', 'wanted', 'moderation', 'expiry')),
  delivery text NOT NULL CHECK (delivery IN ('instant', 'digest', 'off')),
  PRIMARY KEY (user_id, kind)
);

-- Lines waiting for a member's daily digest.
CREATE TABLE digest_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  link text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX digest_items_user_idx ON digest_items (user_id, id);

-- The unread-message mail: the last message of a conversation a member was mailed about. Until they
-- read past it, later messages in that conversation send no more mail.
CREATE TABLE conversation_mail (
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mailed_message_id bigint NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
