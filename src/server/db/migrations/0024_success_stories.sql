CREATE TABLE "success_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"partner_id" uuid,
	"partner_state" text DEFAULT 'none' NOT NULL,
	"member_consent" boolean DEFAULT false NOT NULL,
	"partner_consent" boolean DEFAULT false NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"review" text DEFAULT 'none' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "found_match_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "success_stories_member_key" ON "success_stories" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "success_stories_partner_key" ON "success_stories" USING btree ("partner_id") WHERE "success_stories"."partner_state" = 'confirmed';--> statement-breakpoint
CREATE INDEX "success_stories_partner_idx" ON "success_stories" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "success_stories_review_idx" ON "success_stories" USING btree ("review","updated_at");