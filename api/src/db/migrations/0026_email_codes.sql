-- Continue with email (issue 36.1): a 6-digit code mailed to an address signs its owner in, making
-- the account when the address is new. A member who joined this way has no password.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- One live code per address (a new request replaces the old). Neither the code nor the mailed link's
-- token is kept: only HMACs of them under a secret of the site (app_secrets), bound to the address.
-- `network` and `puzzle_level`: who asked for it, and the sign-up puzzle it solved doing so, so an
-- account made from it is counted against that network's free sign-ups (signup-challenge.ts).
CREATE TABLE email_codes (
  email_key text PRIMARY KEY CHECK (char_length(email_key) <= 254),
  -- As it was typed: the address of an account made from the code.
  email text NOT NULL CHECK (char_length(email) <= 254),
  code_hash text NOT NULL,
  link_hash text NOT NULL UNIQUE,
  network text NOT NULL CHECK (char_length(network) <= 64),
  puzzle_level integer NOT NULL DEFAULT 0,
  tries integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_codes_expires_at_idx ON email_codes (expires_at);
