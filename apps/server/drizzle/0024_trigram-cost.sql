-- Issue 26: pg_trgm declares its likeness functions as cheap as an integer comparison (cost 1),
-- so for a catalogue of a thousand tools the planner reads every row and computes the likeness
-- of each name (and the text search of each description) rather than ask the two GIN indexes:
-- 9.6 ms against 0.7 ms on PostgreSQL, 43 ms against 3.6 ms before on PGlite (docs/performance.md).
-- Each call builds the trigrams of both texts: cost 100 says so, and the planner takes the
-- indexes. A database where the extension's functions belong to another role keeps pg_trgm's
-- costs: the search is then only slower, never wrong.
DO $$
BEGIN
  ALTER FUNCTION similarity(text, text) COST 100;
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm''s function costs are left as they are: %', SQLERRM;
END
$$;
