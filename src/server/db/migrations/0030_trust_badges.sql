CREATE TABLE "id_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"last_four" text NOT NULL,
	"storage_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"photo_matches" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mobile_verified_no" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "id_documents" ADD CONSTRAINT "id_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_otps" ADD CONSTRAINT "mobile_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_documents_user_idx" ON "id_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "id_documents_status_idx" ON "id_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mobile_otps_user_idx" ON "mobile_otps" USING btree ("user_id","created_at");