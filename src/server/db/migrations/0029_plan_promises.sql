CREATE TABLE "profile_boosts" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_boosts_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "profiles_browse_idx";--> statement-breakpoint
DROP INDEX "profiles_caste_idx";--> statement-breakpoint
DROP INDEX "profiles_match_idx";--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD COLUMN "priority_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "priority_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grievances" ADD COLUMN "priority_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "boosted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_boosts" ADD CONSTRAINT "profile_boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_boosts_ends_idx" ON "profile_boosts" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_boosted_idx" ON "profiles" USING btree ("boosted_until") WHERE "profiles"."boosted_until" is not null;--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("listed","gender","date_of_birth","user_id","last_active_at","featured","featured_until","boosted_until","registered_at","marital_status","caste","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask","horoscope_moon","horoscope_manglik","accept_guna_min","accept_guna_unknown");--> statement-breakpoint
CREATE INDEX "profiles_caste_idx" ON "profiles" USING btree ("listed","gender","caste","date_of_birth","user_id","last_active_at","featured","featured_until","boosted_until","registered_at","marital_status","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask","horoscope_moon","horoscope_manglik","accept_guna_min","accept_guna_unknown");--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","featured_until","boosted_until","registered_at","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask","horoscope_moon","horoscope_manglik","accept_guna_min","accept_guna_unknown");--> statement-breakpoint
-- Share your profile details (SPEC §9 Silver and up): the paid plans' rows get the new entitlement.
UPDATE "plans" SET "entitlements" = "entitlements" || jsonb_build_object('shareProfile', "code" <> 'FreeUser') WHERE NOT ("entitlements" ? 'shareProfile');
