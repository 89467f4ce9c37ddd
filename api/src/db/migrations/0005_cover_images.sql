-- Book images are processed once (decoded, turned upright, stripped of metadata, converted to
-- sRGB) into resized WebP and JPEG variants; only the variants are served. An upload row records
-- what its processing produced: the pixel size of the largest variant and the widths of all of
-- them (ascending). processed_at stays NULL until the variants are written; the start-up job
-- processes every image a book uses that is not processed yet (images uploaded before this
-- migration).
ALTER TABLE uploads
  ADD COLUMN image_width integer CHECK (image_width > 0),
  ADD COLUMN image_height integer CHECK (image_height > 0),
  ADD COLUMN variant_widths integer[],
  ADD COLUMN processed_at timestamptz;

ALTER TABLE uploads
  ADD CONSTRAINT uploads_processed_complete CHECK (
    processed_at IS NULL OR (image_width IS NOT NULL AND image_height IS NOT NULL AND cardinality(variant_widths) > 0)
  );

CREATE INDEX uploads_unprocessed_idx ON uploads (created_at) WHERE processed_at IS NULL;
