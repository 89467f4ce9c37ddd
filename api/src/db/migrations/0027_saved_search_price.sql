-- Saved searches keep Browse's price range and "Free only" (issue 36.4): books at price_min or more, at price_max or
-- less (either end open), or, with free, given away (price 0) whatever the range would say (it is then not kept).
ALTER TABLE saved_searches
  ADD COLUMN price_min numeric(7, 2) CHECK (price_min >= 0),
  ADD COLUMN price_max numeric(7, 2) CHECK (price_max >= 0),
  ADD COLUMN free boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT saved_searches_price_range CHECK (price_min IS NULL OR price_max IS NULL OR price_min <= price_max),
  ADD CONSTRAINT saved_searches_free_alone CHECK (NOT free OR (price_min IS NULL AND price_max IS NULL));
