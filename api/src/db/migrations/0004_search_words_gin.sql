-- Spellings are looked up with pg_trgm's % operator through a trigram GIN index and ranked by
-- similarity(), rather than by a KNN scan of a GiST index: the % operator and KNN misbehave on
-- PGlite (PostgreSQL 18 in WebAssembly: no rows, then a hung session), which therefore computes
-- the similarity row by row (see BooksService).
DROP INDEX search_words_trgm_idx;
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
