-- A saved area may also be an area members list books from, chosen by its name (issue 26: "a
-- point on a small picker"): the middle of the shown points of the books listed from it, by two
-- members or more, never one member's own. The label is the area's name.
ALTER TABLE member_saved_areas DROP CONSTRAINT member_saved_areas_source_check;
ALTER TABLE member_saved_areas ADD CONSTRAINT member_saved_areas_source_check
  CHECK (source IN ('my_location', 'last_listing', 'area'));
