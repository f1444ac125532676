ALTER TABLE "users" ADD COLUMN "staff_permissions" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;