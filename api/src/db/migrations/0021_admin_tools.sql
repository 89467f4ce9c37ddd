-- Tools against abuse (issue 28): admins above moderators, suspended members, sign-ups refused
-- from blocked email domains, and an audit log of what moderators and admins did.

ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
-- A suspension: from when, why, and until when (null: until an admin lifts it).
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text CHECK (char_length(suspension_reason) <= 500);

-- A suspended member's books are not listed. Kept on the book, beside the other flags of "listed",
-- so Browse's partial indexes and the search words' triggers (0014, 0016) keep working off one row.
ALTER TABLE books ADD COLUMN is_owner_suspended boolean NOT NULL DEFAULT false;

-- A book written while its owner is being suspended: FOR SHARE waits for the suspension's
-- transaction (which locks the member's row), then sees it, so no new book slips past it.
CREATE FUNCTION books_owner_suspended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT suspended_at IS NOT NULL INTO NEW.is_owner_suspended FROM users WHERE id = NEW.user_id FOR SHARE;
  NEW.is_owner_suspended := coalesce(NEW.is_owner_suspended, false);
  RETURN NEW;
END;
$$;
CREATE TRIGGER books_owner_suspended BEFORE INSERT ON books FOR EACH ROW EXECUTE FUNCTION books_owner_suspended();

CREATE FUNCTION book_is_listed(is_reviewed boolean, is_accepted boolean, is_disabled boolean, is_sold boolean,
                               is_expired boolean, is_owner_suspended boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired AND NOT is_owner_suspended $$;

CREATE OR REPLACE FUNCTION books_count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS n FROM new_books AS b, book_search_words(b.search_vector) AS w
          WHERE book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold, b.is_expired, b.is_owner_suspended)
          GROUP BY w) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(-n ORDER BY w) INTO words, deltas
    FROM (SELECT w, count(*)::integer AS n FROM old_books AS b, book_search_words(b.search_vector) AS w
          WHERE book_is_listed(b.is_reviewed, b.is_accepted, b.is_disabled, b.is_sold, b.is_expired, b.is_owner_suspended)
          GROUP BY w) AS c;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, deltas
    FROM (
      SELECT w, sum(change)::integer AS n
      FROM (
        SELECT o.search_vector AS words_of, -1 AS change,
               book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold, o.is_expired, o.is_owner_suspended) AS counted
        FROM old_books AS o JOIN new_books AS n ON n.id = o.id
        WHERE o.search_vector IS DISTINCT FROM n.search_vector
           OR book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold, o.is_expired, o.is_owner_suspended)
              <> book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold, n.is_expired, n.is_owner_suspended)
        UNION ALL
        SELECT n.search_vector, 1,
               book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold, n.is_expired, n.is_owner_suspended)
        FROM old_books AS o JOIN new_books AS n ON n.id = o.id
        WHERE o.search_vector IS DISTINCT FROM n.search_vector
           OR book_is_listed(o.is_reviewed, o.is_accepted, o.is_disabled, o.is_sold, o.is_expired, o.is_owner_suspended)
              <> book_is_listed(n.is_reviewed, n.is_accepted, n.is_disabled, n.is_sold, n.is_expired, n.is_owner_suspended)
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

DROP FUNCTION book_is_listed(boolean, boolean, boolean, boolean, boolean);

-- Browse's partial indexes hold listed books only: a suspended member's leave them.
DROP INDEX books_listed_created_idx;
DROP INDEX books_listed_location_idx;
DROP INDEX books_listed_search_idx;
DROP INDEX books_listed_expires_idx;
CREATE INDEX books_listed_created_idx ON books (date_created DESC, id DESC)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired AND NOT is_owner_suspended;
CREATE INDEX books_listed_location_idx ON books USING gist (location)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired AND NOT is_owner_suspended;
CREATE INDEX books_listed_search_idx ON books USING gin (search_vector)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired AND NOT is_owner_suspended;
CREATE INDEX books_listed_expires_idx ON books (expires_at)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold AND NOT is_expired AND NOT is_owner_suspended;

-- Sign-ups from these domains (lower case, no "@") are answered like any other and make no account.
CREATE TABLE blocked_email_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND char_length(domain) BETWEEN 3 AND 253),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every moderator's and admin's action. The actor's name is a snapshot and the link goes null
-- when their account is deleted, so the record outlives them; the target is described the same way.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id bigint,
  target_label text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
