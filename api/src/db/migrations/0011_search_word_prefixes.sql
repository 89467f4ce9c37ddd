-- A word still being typed is matched through the known words it begins (issue 18): "philos" becomes
-- philosophy | philosopher, exact words the planner has statistics for. A prefix query (philos:*)
-- is estimated at a few percent of the table whatever it really matches, which made PostgreSQL
-- read every book for a misspelt word that matches none. text_pattern_ops: LIKE 'prefix%' uses
-- this index in every collation, not only "C".
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);
