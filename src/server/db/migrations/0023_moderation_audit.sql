ALTER TABLE "profiles" ADD COLUMN "held_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
-- Decision 166 (docs/moderation.md#audit-trail): audit rows cannot be changed or deleted through the app.
-- The one change allowed is the erasure job's scrub (decision 116): it sets the transaction-local setting
-- app.audit_erasure to 'on' and may only replace `details` with a scrubbed copy marked "erased"; who, what,
-- when and the target stay as written. Everything else (any DELETE, TRUNCATE, any other UPDATE) is refused.
CREATE OR REPLACE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('app.audit_erasure', true), '') = 'on' THEN
    IF NEW.id = OLD.id
       AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
       AND NEW.action = OLD.action
       AND NEW.target_user_id IS NOT DISTINCT FROM OLD.target_user_id
       AND NEW.created_at = OLD.created_at
       AND NEW.details @> '{"erased": true}'::jsonb THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log rows cannot be changed or deleted' USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_guard();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_guard();
