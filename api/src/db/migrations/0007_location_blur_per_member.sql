-- One blurred point per member and place (issue 12.2). Until now each book's point was the
-- seller's moved by its own random offset, so ten books listed from one home gave ten points
-- around it, and their average found the home within ~30 m.
--
-- From now on a book's point is the seller's moved by the member's own secret offset (drawn once,
-- kept here) and snapped to a 100 m grid (features/books/location-blur.ts).
CREATE TABLE member_location_offsets (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  east_m double precision NOT NULL,
  north_m double precision NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Books already listed: the real places are not known (only the moved points were kept), so each
-- member's books that lie within 1 km of one another (points from one place are at most 600 m
-- apart) all take the point of the oldest of them. That point was public already, so nothing new
-- is revealed, and there is nothing left to average.
UPDATE books AS b
SET location = (
  SELECT o.location
  FROM books AS o
  WHERE o.user_id = b.user_id
    AND o.location IS NOT NULL
    AND earth_distance(o.location, b.location) < 1000
  ORDER BY o.date_created, o.id
  LIMIT 1
)
WHERE b.location IS NOT NULL;
