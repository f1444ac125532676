CREATE TABLE "notice_dismissals" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_dismissals_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "staff_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"title_kn" text DEFAULT '' NOT NULL,
	"body_kn" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"target_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"email_total" integer DEFAULT 0 NOT NULL,
	"email_queued" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "notice_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_permissions" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_notice_id_staff_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."staff_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_dismissals" ADD CONSTRAINT "notice_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;