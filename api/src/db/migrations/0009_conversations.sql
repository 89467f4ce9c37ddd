-- Messages between members about a book (issue 16). A conversation is one buyer and the book's
-- seller about one book. It outlives the book and either member: the book's name and price are
-- copied when it starts (its cover goes with the book), and a member who leaves becomes NULL
-- (shown as a former member), so the other member keeps their copy.
CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  book_id bigint REFERENCES books (id) ON DELETE SET NULL,
  buyer_id bigint REFERENCES users (id) ON DELETE SET NULL,
  seller_id bigint REFERENCES users (id) ON DELETE SET NULL,
  book_name text NOT NULL,
  book_price numeric(7, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message (NULL until the first): the inbox's order and its last line.
  last_message_id bigint,
  last_message_at timestamptz,
  -- Each side has read up to this message id.
  buyer_read_id bigint NOT NULL DEFAULT 0,
  seller_read_id bigint NOT NULL DEFAULT 0,
  CHECK (buyer_id IS NULL OR seller_id IS NULL OR buyer_id <> seller_id)
);

-- One conversation per book and buyer.
CREATE UNIQUE INDEX conversations_book_buyer_key ON conversations (book_id, buyer_id);
-- Each member's inbox, newest first (conversations without a message are not listed).
CREATE INDEX conversations_buyer_inbox_idx ON conversations (buyer_id, last_message_id DESC) WHERE last_message_id IS NOT NULL;
CREATE INDEX conversations_seller_inbox_idx ON conversations (seller_id, last_message_id DESC) WHERE last_message_id IS NOT NULL;

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Which side wrote it: still known after the writer's account is gone.
  from_seller boolean NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);

-- A member who blocked another: no new messages either way.
CREATE TABLE member_blocks (
  blocker_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_id);

-- A member's report of a conversation, for moderators; resolved when a moderator has looked.
CREATE TABLE conversation_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by bigint REFERENCES users (id) ON DELETE SET NULL
);

CREATE UNIQUE INDEX conversation_reports_open_key ON conversation_reports (conversation_id, user_id) WHERE resolved_at IS NULL;
CREATE INDEX conversation_reports_open_idx ON conversation_reports (created_at) WHERE resolved_at IS NULL;

-- Whom the seller sold the book to, when they said (a later rating feature reads it).
ALTER TABLE books ADD COLUMN sold_to_id bigint REFERENCES users (id) ON DELETE SET NULL;
