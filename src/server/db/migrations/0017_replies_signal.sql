DROP INDEX "profiles_browse_idx";--> statement-breakpoint
DROP INDEX "profiles_caste_idx";--> statement-breakpoint
DROP INDEX "profiles_match_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "replies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 093: profiles.replies is true once the member has accepted or declined an interest they
-- received (MyMatches' "Replies to interests" signal), kept by statement triggers on interests.
CREATE OR REPLACE FUNCTION profiles_replies_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles p SET replies = true
  FROM (SELECT DISTINCT receiver_id FROM changed WHERE status IN ('accepted', 'declined')) c
  WHERE p.user_id = c.receiver_id AND NOT p.replies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interests_replies_insert AFTER INSERT ON interests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_replies_sync();
--> statement-breakpoint
CREATE TRIGGER interests_replies_update AFTER UPDATE ON interests
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_replies_sync();
--> statement-breakpoint
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
UPDATE profiles p SET replies = true
FROM (SELECT DISTINCT receiver_id FROM interests WHERE status IN ('accepted', 'declined')) c
WHERE p.user_id = c.receiver_id;
--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("listed","gender","date_of_birth","user_id","last_active_at","featured","marital_status","caste","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");--> statement-breakpoint
CREATE INDEX "profiles_caste_idx" ON "profiles" USING btree ("listed","gender","caste","date_of_birth","user_id","last_active_at","featured","marital_status","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");