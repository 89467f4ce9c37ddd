-- Push choices (issue 41): beside how each kind of mail arrives, whether it also pushes to the member's subscribed
-- browsers. On unless the member turned it off; a row written for one choice keeps the other's default.
ALTER TABLE mail_preferences ADD COLUMN push boolean NOT NULL DEFAULT true;

-- The new-message push: the last message of a conversation a member was pushed about. Until they read past it,
-- later messages in that conversation push nothing more (one notification per conversation until it is read).
CREATE TABLE conversation_push (
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pushed_message_id bigint NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
