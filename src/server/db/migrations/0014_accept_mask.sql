-- Hand-written head (decision 082): which criteria a member restricts, as bits, derived from accept_keys.
-- Bit i (from 0) is set when accept_keys has no 'criterion=*' for the i-th criterion of this list, the
-- order of ACCEPT_CRITERIA in src/server/modules/directory/criteria.ts.
CREATE OR REPLACE FUNCTION match_accept_mask(keys text[]) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(sum(1 << (c.i - 1)::int), 0)::smallint
  FROM unnest(array['marital_status', 'caste', 'qualification', 'occupation', 'income_band', 'mother_tongue',
                    'state', 'city', 'diet', 'country']) WITH ORDINALITY AS c(k, i)
  WHERE NOT (c.k || '=*' = ANY(keys))
$$;
--> statement-breakpoint
-- The column is generated (rewrites the table once); the index is dropped first so it is built once.
-- Index-only scans need the visibility map again afterwards: run VACUUM profiles after this migration.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
DROP INDEX "profiles_match_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_mask" smallint GENERATED ALWAYS AS (match_accept_mask(accept_keys)) STORED;--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");
