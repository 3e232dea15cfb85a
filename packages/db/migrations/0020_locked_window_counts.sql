-- Issue 23: a rate-limited write (an OTP send or try) in one statement and one round trip. The function
-- takes the key's transaction advisory lock, then counts each window's events; being VOLATILE PL/pgSQL, its
-- count runs with a snapshot taken after the lock was granted, so it sees every event committed by whoever
-- held the lock before. The lock is held until the calling statement's transaction ends, so the statement's
-- own writes (which depend on these counts) cannot be split by another call for the same key.
CREATE OR REPLACE FUNCTION locked_window_counts(lock_key text, keys text[], sinces timestamptz[])
RETURNS int[] LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(lock_key));
  RETURN ARRAY(
    SELECT (SELECT count(*)::int FROM rate_events e WHERE e.key = w.key AND e.at >= w.since)
    FROM unnest(keys, sinces) WITH ORDINALITY AS w(key, since, n)
    ORDER BY w.n
  );
END
$$;
