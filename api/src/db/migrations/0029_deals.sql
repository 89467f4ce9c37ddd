-- The deal (issue 37): a conversation's offers, the book reserved for one buyer, the hand-over they agree,
-- how it went, and the ratings the two leave each other.

-- A book is reserved while this names the conversation whose buyer holds it. One column rather than a
-- table, so that "one reservation per book" is the row itself: a reserve is a compare-and-set on it.
-- Deferrable: books and conversations now point at each other, and a restore loads books first, checking this
-- key when it commits (a write by the app still checks it at once).
ALTER TABLE books ADD COLUMN reserved_for_conversation_id bigint
  REFERENCES conversations (id) ON DELETE SET NULL DEFERRABLE INITIALLY IMMEDIATE;
ALTER TABLE books ADD COLUMN reserved_at timestamptz;
-- The reservation sweep's walk: reserved books, oldest first.
CREATE INDEX books_reserved_at_idx ON books (reserved_at) WHERE reserved_for_conversation_id IS NOT NULL;

-- A price one side put to the other (0: asking for it free). Answered by the other side: accepted,
-- declined or countered (a new open offer from the answering side); withdrawn when the book goes.
CREATE TABLE offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  from_seller boolean NOT NULL,
  price numeric(7, 2) NOT NULL CHECK (price >= 0),
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'declined', 'countered', 'withdrawn')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  CHECK ((state = 'open') = (answered_at IS NULL))
);
-- At most one open offer per conversation.
CREATE UNIQUE INDEX offers_open_key ON offers (conversation_id) WHERE state = 'open';
CREATE INDEX offers_conversation_idx ON offers (conversation_id, id DESC);

-- An offer is also a message, so that it arrives over the event stream and sits in the history in order.
ALTER TABLE messages ADD COLUMN kind text NOT NULL DEFAULT 'text' CHECK (kind IN ('text', 'offer'));
ALTER TABLE messages ADD COLUMN offer_id bigint UNIQUE REFERENCES offers (id) ON DELETE SET NULL;

-- A time and place one side proposed for the hand-over. The other accepts it, or proposes another
-- (which replaces it). After it is accepted each side says how it went, once.
CREATE TABLE handovers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  proposed_by_seller boolean NOT NULL,
  at timestamptz NOT NULL,
  place text NOT NULL CHECK (char_length(place) BETWEEN 1 AND 200),
  state text NOT NULL DEFAULT 'proposed' CHECK (state IN ('proposed', 'accepted', 'replaced', 'done')),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  buyer_outcome text CHECK (buyer_outcome IN ('completed', 'no_show', 'cancelled')),
  buyer_outcome_at timestamptz,
  seller_outcome text CHECK (seller_outcome IN ('completed', 'no_show', 'cancelled')),
  seller_outcome_at timestamptz,
  -- When the reminder before the time was sent (once).
  reminded_at timestamptz,
  -- When both said completed but one said no_show: the moderation desk's to look at until resolved.
  disputed_at timestamptz,
  dispute_resolved_at timestamptz
);
-- At most one live proposal and one accepted hand-over per conversation.
CREATE UNIQUE INDEX handovers_live_key ON handovers (conversation_id) WHERE state IN ('proposed', 'accepted');
CREATE INDEX handovers_conversation_idx ON handovers (conversation_id, id DESC);
CREATE INDEX handovers_reminder_idx ON handovers (at) WHERE state = 'accepted' AND reminded_at IS NULL;
CREATE INDEX handovers_disputed_idx ON handovers (disputed_at) WHERE disputed_at IS NOT NULL AND dispute_resolved_at IS NULL;

-- What one side of a hand-over thought of the other. Once per hand-over and direction, never of oneself;
-- published when both have rated or a week after the outcome.
CREATE TABLE ratings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  handover_id bigint NOT NULL REFERENCES handovers (id) ON DELETE CASCADE,
  -- NULL once the rater has left: their rating stays, anonymised.
  rater_id bigint REFERENCES users (id) ON DELETE SET NULL,
  ratee_id bigint REFERENCES users (id) ON DELETE SET NULL,
  score text NOT NULL CHECK (score IN ('up', 'down')),
  reason text CHECK (reason IN ('no_show', 'late', 'not_as_described', 'rude', 'other')),
  body text CHECK (char_length(body) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  hidden_by bigint REFERENCES users (id) ON DELETE SET NULL,
  hidden_at timestamptz,
  UNIQUE (handover_id, rater_id),
  CHECK (rater_id <> ratee_id),
  CHECK (score = 'up' OR reason IS NOT NULL)
);
CREATE INDEX ratings_ratee_idx ON ratings (ratee_id, published_at DESC) WHERE published_at IS NOT NULL;
CREATE INDEX ratings_unpublished_idx ON ratings (created_at) WHERE published_at IS NULL;
