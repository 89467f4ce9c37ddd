-- A member's saved area (issue 26): the point Browse measures from when a member asks for books
-- "near my saved area" (GET /books/?near=saved). One per member.
--
-- Never an exact position: a point from the member's device is blurred as their listings from
-- there would be (the member's offset for that place, snapped to the grid: seller-point.ts), and
-- "my last listing's place" copies that book's point, blurred already. The point never leaves the
-- API: members are told only that an area is saved, where it came from and its label.
CREATE TABLE member_saved_areas (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  source text NOT NULL CHECK (source IN ('my_location', 'last_listing')),
  -- What the member reads: the area they gave on their profile, or the listing's name.
  label text CHECK (char_length(label) <= 200),
  saved_at timestamptz NOT NULL DEFAULT now()
);
