-- Books, their images, bookmarks, reports, moderation, and the shared state of several API
-- instances (signing secrets, rate limits). Runs on PostgreSQL 15 and PGlite (PostgreSQL 18).

-- Per-installation secrets (e.g. the key that signs local upload policies), shared by every
-- instance through the database. Created by the application on first use.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per upload grant. The local store sets uploaded_at when the bytes arrive; a book may use
-- a key only if the grant is its owner's and the upload completed.
CREATE TABLE uploads (
  key text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  uploaded_at timestamptz,
  size_bytes integer
);

CREATE INDEX uploads_user_id_idx ON uploads (user_id);
CREATE INDEX uploads_created_at_idx ON uploads (created_at);

CREATE TABLE books (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  book_image text NOT NULL,
  category text NOT NULL CHECK (category IN ('TEXTBOOK', 'REFERENCE', 'GUIDEBOOK', 'SOLUTION', 'OTHER')),
  condition text NOT NULL CHECK (condition IN ('LIKE NEW', 'GOOD', 'MODERATE', 'POOR')),
  publication text CHECK (char_length(publication) <= 255),
  edition integer CHECK (edition BETWEEN 1 AND 999),
  is_school_book boolean NOT NULL DEFAULT false,
  is_college_book boolean NOT NULL DEFAULT false,
  is_bachlore_book boolean NOT NULL DEFAULT false,
  grade smallint CHECK (grade BETWEEN 1 AND 10),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
  price numeric(7, 2) NOT NULL CHECK (price >= 0 AND price <= 99999.99),
  is_sold boolean NOT NULL DEFAULT false,
  is_reviewed boolean NOT NULL DEFAULT false,
  is_accepted boolean NOT NULL DEFAULT false,
  is_rejected boolean NOT NULL DEFAULT false,
  is_disabled boolean NOT NULL DEFAULT false,
  rejection_reason text,
  reviewed_at timestamptz,
  reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The seller's point moved by a fixed random offset (see LOCATION_BLUR_M) as an earthdistance
  -- point; the exact latitude and longitude are never stored.
  location cube,
  -- What the text search matches: title, publication and description.
  search_text text GENERATED ALWAYS AS (name || ' ' || coalesce(publication, '') || ' ' || description) STORED,
  date_created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT books_book_image_key UNIQUE (book_image),
  CONSTRAINT books_one_type CHECK (is_school_book::int + is_college_book::int + is_bachlore_book::int <= 1),
  CONSTRAINT books_grade_school_only CHECK (grade IS NULL OR is_school_book)
);

-- Browse: what everyone may see, newest first; nearest first (KNN on the GiST index);
-- typo-tolerant search (trigram GIN). The partial indexes hold only listed books.
CREATE INDEX books_listed_created_idx ON books (date_created DESC, id DESC)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold;
CREATE INDEX books_listed_location_idx ON books USING gist (location)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold;
CREATE INDEX books_listed_search_idx ON books USING gin (search_text gin_trgm_ops)
  WHERE is_reviewed AND is_accepted AND NOT is_disabled AND NOT is_sold;
CREATE INDEX books_user_id_idx ON books (user_id, date_created DESC);
CREATE INDEX books_review_queue_idx ON books (date_created) WHERE NOT is_reviewed;

CREATE TABLE bookmarks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book_id bigint NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookmarks_user_book_key UNIQUE (user_id, book_id)
);

CREATE INDEX bookmarks_book_id_idx ON bookmarks (book_id);

CREATE TABLE reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book_id bigint NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reports_user_book_key UNIQUE (user_id, book_id)
);

CREATE INDEX reports_book_id_idx ON reports (book_id, created_at DESC);

-- Fixed-window rate limits shared by every API instance: one row per (bucket, window).
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start);
