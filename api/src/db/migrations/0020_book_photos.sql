-- Several photos per book (issue 27): up to 8, in the order the seller chose. The first is the
-- cover, which books.book_image still names, so every reader of a cover (lists, cards, the
-- contract's book_image) works unchanged; book_images holds the whole ordered list, cover
-- included. An upload belongs to one book at most (UNIQUE key), checked by the database so that
-- two books created at once with the same key cannot both take it.
CREATE TABLE book_images (
  book_id bigint NOT NULL REFERENCES books (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 7),
  key text NOT NULL,
  PRIMARY KEY (book_id, position),
  CONSTRAINT book_images_key_key UNIQUE (key)
);

-- Every book listed so far has one photo: its cover.
INSERT INTO book_images (book_id, position, key) SELECT id, 0, book_image FROM books;

-- Browsers now shrink a photo before sending it and may send it as WebP (smaller than JPEG at the
-- same quality); the server still decodes and re-encodes every upload.
ALTER TABLE uploads DROP CONSTRAINT uploads_content_type_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_content_type_check CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp'));
