-- One offset per member AND place (issue 24.4). Until now a member had one secret offset for every
-- place, so a seller who listed one book from a place others know (their college) gave the offset
-- away, and with it their home to within about a grid cell.
--
-- From now on a place's offset is derived from the member's secret (drawn once, kept here) and the
-- 1 km cell the place lies in (features/books/location-blur.ts, seller-point.ts).
CREATE TABLE member_location_secrets (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (secret ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Which of the member's offsets placed a book: a tag derived with the offset (it tells nothing about
-- the offset or the cell). A later fix near a cell's border looks for the member's books placed
-- with the neighbouring cell's offset, so that one home stays one point. NULL: placed before this
-- migration, with the member's old offset (or without a location).
ALTER TABLE books ADD COLUMN place_tag text CHECK (place_tag ~ '^[0-9a-f]{32}$');

-- Books already listed keep their points. The old offsets are kept only so that a member listing
-- again from a place they listed from before gets the same point as then (two points around one
-- home would give it away where their two rings cross); no row is added any more.
ALTER TABLE member_location_offsets RENAME TO retired_location_offsets;
