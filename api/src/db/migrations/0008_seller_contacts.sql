-- Sellers' phone numbers and emails are for signed-in members only, and each member may open the
-- contact details of a limited number of sellers per hour (issue 12.3): scraping every seller
-- costs an account per few dozen sellers instead of nothing.

-- A seller may keep the phone number to themselves; members then see the email only.
ALTER TABLE users ADD COLUMN hide_phone_number boolean NOT NULL DEFAULT false;

-- Whose contact details a member opened, and when (the latest time it counted). One row per
-- member and seller: opening the same seller again within the hour counts once.
CREATE TABLE contact_reveals (
  viewer_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (viewer_id, seller_id)
);

CREATE INDEX contact_reveals_viewer_time_idx ON contact_reveals (viewer_id, revealed_at);
CREATE INDEX contact_reveals_seller_idx ON contact_reveals (seller_id);
