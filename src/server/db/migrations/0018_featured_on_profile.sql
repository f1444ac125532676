DROP INDEX "profiles_browse_idx";--> statement-breakpoint
DROP INDEX "profiles_caste_idx";--> statement-breakpoint
DROP INDEX "profiles_match_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Decision 094: the plan's featured listing and the registration time are kept on the profile, so
-- the walked indexes carry them and MyMatches ranks its candidates without reading users.
-- plan_featured_until: until when a member with this role and plan expiry is featured by their plan
-- (SPEC §9 Premium "featured profile listing": the plan has the featuredListing entitlement); infinity
-- for a plan without an expiry; null when the role has no such plan.
CREATE OR REPLACE FUNCTION plan_featured_until(text, timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (
      SELECT 1 FROM plans pl
      WHERE pl.code = $1 AND coalesce((pl.entitlements->>'featuredListing')::boolean, false))
    THEN coalesce($2, 'infinity'::timestamptz) END
$$;
--> statement-breakpoint
-- A new profile takes both from its users row.
CREATE OR REPLACE FUNCTION profiles_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  created timestamptz;
  until timestamptz;
BEGIN
  SELECT u.created_at, plan_featured_until(u.role, u.plan_expires_at) INTO created, until
  FROM users u WHERE u.id = NEW.user_id;
  IF FOUND THEN
    NEW.registered_at := created;
    NEW.featured_until := until;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_from_user BEFORE INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_from_user();
--> statement-breakpoint
-- A member's role or plan expiry changed (payment, renewal, expiry, staff).
CREATE OR REPLACE FUNCTION profiles_featured_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET featured_until = plan_featured_until(NEW.role, NEW.plan_expires_at)
  WHERE user_id = NEW.id
    AND featured_until IS DISTINCT FROM plan_featured_until(NEW.role, NEW.plan_expires_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_featured_sync AFTER UPDATE OF role, plan_expires_at ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.plan_expires_at IS DISTINCT FROM NEW.plan_expires_at)
  EXECUTE FUNCTION profiles_featured_from_user();
--> statement-breakpoint
-- A plan was added, edited by staff or removed: its members are featured or not as its entitlements say.
CREATE OR REPLACE FUNCTION profiles_featured_from_plans() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles p SET featured_until = plan_featured_until(u.role, u.plan_expires_at)
  FROM users u
  WHERE u.role IN (SELECT code FROM changed) AND p.user_id = u.id
    AND p.featured_until IS DISTINCT FROM plan_featured_until(u.role, u.plan_expires_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER plans_featured_insert AFTER INSERT ON plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_featured_from_plans();
--> statement-breakpoint
CREATE TRIGGER plans_featured_update AFTER UPDATE ON plans
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_featured_from_plans();
--> statement-breakpoint
CREATE TRIGGER plans_featured_delete AFTER DELETE ON plans
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION profiles_featured_from_plans();
--> statement-breakpoint
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
UPDATE profiles p SET registered_at = u.created_at, featured_until = plan_featured_until(u.role, u.plan_expires_at)
FROM users u WHERE u.id = p.user_id;
--> statement-breakpoint
CREATE INDEX "profiles_browse_idx" ON "profiles" USING btree ("listed","gender","date_of_birth","user_id","last_active_at","featured","featured_until","registered_at","marital_status","caste","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");--> statement-breakpoint
CREATE INDEX "profiles_caste_idx" ON "profiles" USING btree ("listed","gender","caste","date_of_birth","user_id","last_active_at","featured","featured_until","registered_at","marital_status","mother_tongue","state","city","country","height_cm","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");--> statement-breakpoint
CREATE INDEX "profiles_match_idx" ON "profiles" USING btree ("listed","gender","last_active_at","user_id","featured","featured_until","registered_at","date_of_birth","height_cm","marital_status","caste","mother_tongue","state","city","country","qualification","occupation","income_band","has_photo","replies","diet","accept_age_min","accept_age_max","accept_height_min","accept_height_max","accept_keys","accept_mask");