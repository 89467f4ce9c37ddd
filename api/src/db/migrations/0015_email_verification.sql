-- Trust, round two (issue 24.3): a member confirms their email address before they can see sellers'
-- contact details or start conversations; a change of address is confirmed before it takes effect.

-- Members who joined before confirmation existed keep what they could do: they count as confirmed.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = date_joined;
-- An address the member asked to move to, waiting for its link to be opened.
ALTER TABLE users ADD COLUMN pending_email text CHECK (char_length(pending_email) <= 254);

-- A confirmation link: only the SHA-256 of its token is kept; it names the address it confirms.
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_verifications_user_id_idx ON email_verifications (user_id);
CREATE INDEX email_verifications_expires_at_idx ON email_verifications (expires_at);

-- Proof-of-work answers at sign-up (features/users/signup-challenge.ts) work once: the challenge's
-- signature is kept until the challenge would have expired anyway.
CREATE TABLE used_challenges (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_challenges_expires_at_idx ON used_challenges (expires_at);

-- Sellers whose contact details were opened from a client network (an IPv4 address, an IPv6 /64),
-- for a daily budget per network beside the member's own (features/books/contact.ts).
CREATE TABLE network_contact_reveals (
  network text NOT NULL,
  seller_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, seller_id)
);
CREATE INDEX network_contact_reveals_network_time_idx ON network_contact_reveals (network, revealed_at);
