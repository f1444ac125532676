CREATE TABLE "duplicate_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"photo_id" uuid,
	"other_photo_id" uuid,
	"distance" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "erased_identifiers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "duplicate_flags" ADD CONSTRAINT "duplicate_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_flags" ADD CONSTRAINT "duplicate_flags_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_flags_status_idx" ON "duplicate_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "duplicate_flags_user_idx" ON "duplicate_flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "duplicate_flags_photo_idx" ON "duplicate_flags" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_flags_open_key" ON "duplicate_flags" USING btree ("user_id","other_user_id","reason") WHERE "duplicate_flags"."status" = 'open';--> statement-breakpoint
CREATE INDEX "erased_identifiers_hash_idx" ON "erased_identifiers" USING btree ("kind","hash");--> statement-breakpoint
CREATE INDEX "erased_identifiers_expiry_idx" ON "erased_identifiers" USING btree ("expires_at");