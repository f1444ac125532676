CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"topic" text NOT NULL,
	"registration_no" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"reply" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
-- Mobile numbers (decision 016): mobile numbers are stored normalised as +91 and 10 digits. Rows that come down to 10 digits
-- (after an optional 91 or 0 prefix and any spaces or dashes) are rewritten; anything else is left as it is.
UPDATE "profiles" SET "mobile_no" = '+91' || right(regexp_replace("mobile_no", '\D', '', 'g'), 10)
WHERE "mobile_no" !~ '^\+91[0-9]{10}$'
  AND regexp_replace("mobile_no", '\D', '', 'g') ~ '^(91|0)?[6-9][0-9]{9}$';
