CREATE TABLE "horoscope_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "horoscope_charts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
DROP INDEX "profiles_browse_idx";--> statement-breakpoint
DROP INDEX "profiles_caste_idx";--> statement-breakpoint
DROP INDEX "profiles_match_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_guna_min" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "accept_guna_unknown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Hand-written (decision 146, "their side"): the member's own guna milan must-have copied onto their
-- profiles row with the other accept_* columns (decision 040), so MyMatches tests it on the walked index.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
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
           CASE WHEN n.country = '' THEN '{}'::text[] ELSE array[n.country] END),
    accept_guna_min = CASE WHEN 'guna_milan' = ANY(n.must_haves) THEN n.guna_min ELSE 0 END,
    accept_guna_unknown = n.horoscope_unknown_passes
  FROM changed n
  WHERE p.user_id = n.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE profiles p SET
  accept_guna_min = CASE WHEN 'guna_milan' = ANY(n.must_haves) THEN n.guna_min ELSE 0 END,
  accept_guna_unknown = n.horoscope_unknown_passes
FROM partner_preferences n
WHERE p.user_id = n.user_id
  AND (n.guna_min > 0 AND 'guna_milan' = ANY(n.must_haves) OR NOT n.horoscope_unknown_passes);
--> statement-breakpoint
ALTER TABLE "horoscope_charts" ADD CONSTRAINT "horoscope_charts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "horoscope_charts_status_idx" ON "horoscope_charts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("listed","gender","date_of_birth","user_id","last_active_at","featured","featured_until","registered_at","marital_status","caste","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask","horoscope_moon","horoscope_manglik","accept_guna_min","accept_guna_unknown");--> statement-breakpoint
CREATE INDEX "profiles_caste_idx" ON "profiles" USING btree ("listed","gender","caste","date_of_birth","user_id","last_active_at","featured","featured_until","registered_at","marital_status","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask","horoscope_moon","horoscope_manglik","accept_guna_min","accept_guna_unknown");--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","featured_until","registered_at","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask","horoscope_moon","horoscope_manglik","accept_guna_min","accept_guna_unknown");
--> statement-breakpoint
-- Statistics for the new columns (the planner chooses between the walked indexes by them).
ANALYZE profiles;
