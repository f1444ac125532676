-- Idempotent: a database that applied an earlier draft of this migration gets the final indexes.
DROP INDEX IF EXISTS "profiles_browse_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_caste_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_match_idx";--> statement-breakpoint
CREATE INDEX "profiles_caste_idx" ON "profiles" USING btree ("listed","gender","caste","date_of_birth","user_id");--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo");--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("listed","gender","date_of_birth","user_id","last_active_at","featured","marital_status","caste","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo");