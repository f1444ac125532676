DROP INDEX "profiles_browse_idx";--> statement-breakpoint
DROP INDEX "profiles_match_idx";--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_age_min" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_age_max" smallint DEFAULT 999 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_height_min" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_height_max" smallint DEFAULT 999 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_keys" text[] DEFAULT '{marital_status=*,caste=*,qualification=*,occupation=*,income_band=*,mother_tongue=*,state=*,city=*,diet=*,country=*}'::text[] NOT NULL;
--> statement-breakpoint
-- Hand-written (decision 040): each member's own must-haves copied onto their profiles row, so that
-- "whose must-haves the viewer meets" is a test on the candidate's row (indexes below).
-- match_accept_list: 'k=*' when k is not a must-have or its list is empty, else 'k=<value>' per value.
CREATE OR REPLACE FUNCTION match_accept_list(k text, must text[], vals text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN k = ANY(must) AND cardinality(vals) > 0
    THEN array(SELECT k || '=' || v FROM unnest(vals) AS v)
    ELSE array[k || '=*'] END
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: one set-based UPDATE per statement, so a bulk load
-- or the backfill below costs one join, not a function call per row.
CREATE OR REPLACE FUNCTION profiles_accept_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles p SET
    accept_age_min = n.age_min,
    accept_age_max = n.age_max,
    accept_height_min = CASE WHEN 'height' = ANY(n.must_haves) THEN coalesce(n.height_min, 0) ELSE 0 END,
    accept_height_max = CASE WHEN 'height' = ANY(n.must_haves) THEN coalesce(n.height_max, 999) ELSE 999 END,
    accept_keys = match_accept_list('marital_status', n.must_haves, n.marital_statuses)
      || match_accept_list('caste', n.must_haves, n.castes)
      || match_accept_list('qualification', n.must_haves, n.qualifications)
      || match_accept_list('occupation', n.must_haves, n.occupations)
      || match_accept_list('income_band', n.must_haves, n.income_bands)
      || match_accept_list('mother_tongue', n.must_haves, n.mother_tongues)
      || match_accept_list('state', n.must_haves, n.states)
      || match_accept_list('city', n.must_haves, n.cities)
      || match_accept_list('diet', n.must_haves, n.diets)
      || match_accept_list('country', n.must_haves,
           CASE WHEN n.country = '' THEN '{}'::text[] ELSE array[n.country] END)
  FROM changed n
  WHERE p.user_id = n.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER partner_preferences_accept_insert AFTER INSERT ON partner_preferences
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_accept_sync();
--> statement-breakpoint
CREATE TRIGGER partner_preferences_accept_update AFTER UPDATE ON partner_preferences
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_accept_sync();
--> statement-breakpoint
-- A profile inserted after its preferences row picks them up (the app inserts the profile first).
CREATE OR REPLACE FUNCTION profiles_accept_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE partner_preferences pp SET user_id = pp.user_id FROM added a WHERE pp.user_id = a.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_accept_on_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION profiles_accept_on_insert();
--> statement-breakpoint
-- Backfill: the same copy for every existing member, in one statement (no time limit in this migration).
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
UPDATE profiles p SET
  accept_age_min = n.age_min,
  accept_age_max = n.age_max,
  accept_height_min = CASE WHEN 'height' = ANY(n.must_haves) THEN coalesce(n.height_min, 0) ELSE 0 END,
  accept_height_max = CASE WHEN 'height' = ANY(n.must_haves) THEN coalesce(n.height_max, 999) ELSE 999 END,
  accept_keys = match_accept_list('marital_status', n.must_haves, n.marital_statuses)
    || match_accept_list('caste', n.must_haves, n.castes)
    || match_accept_list('qualification', n.must_haves, n.qualifications)
    || match_accept_list('occupation', n.must_haves, n.occupations)
    || match_accept_list('income_band', n.must_haves, n.income_bands)
    || match_accept_list('mother_tongue', n.must_haves, n.mother_tongues)
    || match_accept_list('state', n.must_haves, n.states)
    || match_accept_list('city', n.must_haves, n.cities)
    || match_accept_list('diet', n.must_haves, n.diets)
    || match_accept_list('country', n.must_haves,
         CASE WHEN n.country = '' THEN '{}'::text[] ELSE array[n.country] END)
FROM partner_preferences n
WHERE p.user_id = n.user_id;
--> statement-breakpoint
CREATE INDEX "profiles_accept_keys_idx" ON "profiles" USING gin ("accept_keys");--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("listed","gender","date_of_birth","user_id","last_active_at","featured","marital_status","caste","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max");--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max");--> statement-breakpoint
-- Statistics for the new columns at once (the planner chooses between the indexes above by them).
ANALYZE profiles;
