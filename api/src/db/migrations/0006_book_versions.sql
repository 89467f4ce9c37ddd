-- A book's version: 1 when listed, one more on every change (by its seller, a moderator, a sale),
-- counted by the database itself so that no code path can forget it. A moderator's accept or
-- reject names the version they saw; a book changed since answers 409 (issue 12.4).
ALTER TABLE books ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION books_bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER books_bump_version
  BEFORE UPDATE ON books
  FOR EACH ROW EXECUTE FUNCTION books_bump_version();
