-- Extensions used by search (pg_trgm) and nearest-first ordering (cube + earthdistance).
-- earthdistance is not a "trusted" extension: on a PostgreSQL server the migrating role
-- must be a superuser, or the extensions must be created beforehand by one.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL CHECK (char_length(username) BETWEEN 3 AND 150),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  location text NOT NULL DEFAULT '',
  phone_number text NOT NULL DEFAULT '',
  is_moderator boolean NOT NULL DEFAULT false,
  date_joined timestamptz NOT NULL DEFAULT now()
);

-- Case-insensitive uniqueness without citext.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

-- Server-side sessions; the cookie carries a random token, the table only its SHA-256.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
