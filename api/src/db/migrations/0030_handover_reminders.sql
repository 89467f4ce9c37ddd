-- The deal's notices (issue 37): the reminder two hours before an agreed hand-over (bell, and mail of the new kind
-- `handovers` the member chooses on Profile), the queue told a reserved book is available again, and the buyer told
-- the book reserved for them was deleted. Its book gone, that last notice keeps the book's name in `details`.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'wanted_listed', 'book_accepted', 'book_rejected', 'bookmark_sold', 'bookmark_price_drop', 'listing_expiring', 'listing_expired',
  'handovers', 'book_available_again', 'reserved_book_deleted'
));

ALTER TABLE mail_preferences DROP CONSTRAINT mail_preferences_kind_check;
ALTER TABLE mail_preferences ADD CONSTRAINT mail_preferences_kind_check
  CHECK (kind IN ('messages', 'wanted', 'moderation', 'expiry', 'handovers'));
