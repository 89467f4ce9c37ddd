-- Passkeys (issue 36.2): WebAuthn credentials a member signs in with instead of a password or a code.
-- Only the public key is kept; the private key never leaves the member's device. `counter` is the
-- authenticator's signature count: a sign-in whose count does not move forward is refused (a cloned key).
CREATE TABLE passkeys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- base64url, as the browser sends it; unique across members (an authenticator makes a fresh one per account).
  credential_id text NOT NULL UNIQUE CHECK (char_length(credential_id) <= 1400),
  -- The COSE public key, base64url.
  public_key text NOT NULL CHECK (char_length(public_key) <= 4000),
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  -- How the browser can reach the authenticator ("internal", "hybrid", "usb"…), comma-separated.
  transports text NOT NULL DEFAULT '' CHECK (char_length(transports) <= 200),
  -- What the member reads on Profile: the device and browser it was made on.
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  -- Whether the passkey is synced between the member's devices (a password manager, iCloud Keychain…).
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_id_idx ON passkeys (user_id);

-- A challenge the API handed out: taken (deleted) by the one response that answers it, and only
-- before it expires. `user_id` is the member adding a passkey; NULL for a sign-in (who is signing
-- in is known only from the passkey that answers).
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY CHECK (char_length(challenge) <= 100),
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  CHECK ((purpose = 'register') = (user_id IS NOT NULL))
);
CREATE INDEX passkey_challenges_expires_at_idx ON passkey_challenges (expires_at);
