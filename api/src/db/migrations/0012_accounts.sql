-- Accounts a member can manage (issue 19): their sessions, a forgotten password, leaving.

-- A session a member can see and end: a public id (the token's hash never leaves the API), the
-- device it signed in from, and when it was last used (kept to within a few minutes).
ALTER TABLE sessions ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE sessions ADD CONSTRAINT sessions_id_key UNIQUE (id);
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '' CHECK (char_length(user_agent) <= 500);
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

-- A password reset link: only the SHA-256 of its token is kept, it works once and for an hour.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
CREATE INDEX password_resets_expires_at_idx ON password_resets (expires_at);

-- A report outlives the member who made it (the moderators keep their copy, "a former member"),
-- like a conversation report already does.
ALTER TABLE reports ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE reports DROP CONSTRAINT reports_user_id_fkey;
ALTER TABLE reports ADD CONSTRAINT reports_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;
