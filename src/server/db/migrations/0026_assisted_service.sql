CREATE TABLE "assistance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"preferred_time" text NOT NULL,
	"language" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"agreed_price_paise" integer,
	"priced_by" uuid,
	"priced_at" timestamp with time zone,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assisted_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"manager_id" uuid,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"interest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assisted_members" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"manager_id" uuid,
	"may_send_interests" boolean DEFAULT false NOT NULL,
	"assigned_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assisted_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"author_id" uuid,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"follow_up_on" date,
	"follow_up_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relationship_managers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"working_hours" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "sent_by_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisted_candidates" ADD CONSTRAINT "assisted_candidates_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisted_candidates" ADD CONSTRAINT "assisted_candidates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisted_members" ADD CONSTRAINT "assisted_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisted_members" ADD CONSTRAINT "assisted_members_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisted_notes" ADD CONSTRAINT "assisted_notes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationship_managers" ADD CONSTRAINT "relationship_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistance_requests_status_idx" ON "assistance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assistance_requests_open_key" ON "assistance_requests" USING btree ("user_id") WHERE "assistance_requests"."status" in ('pending', 'priced');--> statement-breakpoint
CREATE UNIQUE INDEX "assisted_candidates_pair_key" ON "assisted_candidates" USING btree ("member_id","candidate_id");--> statement-breakpoint
CREATE INDEX "assisted_members_manager_idx" ON "assisted_members" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "assisted_notes_member_idx" ON "assisted_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "assisted_notes_due_idx" ON "assisted_notes" USING btree ("follow_up_on") WHERE not "assisted_notes"."follow_up_done";--> statement-breakpoint
-- Decision 170: the Assisted Service ships on sale "on request" with a default range (₹25,000 to ₹1,00,000);
-- an install that still has the old ₹0 row gets the range, one whose staff priced it keeps their prices.
UPDATE "plans" SET "on_request" = true WHERE "code" = 'Assistance';--> statement-breakpoint
UPDATE "plans" SET "price_paise" = 2500000, "original_price_paise" = 10000000 WHERE "code" = 'Assistance' AND "price_paise" = 0;
