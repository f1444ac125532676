CREATE TABLE "promoter_bank_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"bank" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoter_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoter_invite_counts" (
	"promoter_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promoter_invite_counts_promoter_id_day_pk" PRIMARY KEY("promoter_id","day")
);
--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "pin_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "country" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promoter_bank_changes" ADD CONSTRAINT "promoter_bank_changes_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_bank_changes" ADD CONSTRAINT "promoter_bank_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_invitations" ADD CONSTRAINT "promoter_invitations_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_invite_counts" ADD CONSTRAINT "promoter_invite_counts_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promoter_bank_changes_one_pending" ON "promoter_bank_changes" USING btree ("promoter_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "promoter_bank_changes_status_idx" ON "promoter_bank_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "promoter_invitations_promoter_idx" ON "promoter_invitations" USING btree ("promoter_id","created_at");