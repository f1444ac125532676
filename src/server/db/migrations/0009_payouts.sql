CREATE TABLE "commission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"commission_id" bigint NOT NULL,
	"status" text NOT NULL,
	"payout_id" uuid,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"voucher_no" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"mode" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"bank" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_voucher_no_unique" UNIQUE("voucher_no")
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reverses_id" bigint;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_commission_id_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_events_status_key" ON "commission_events" USING btree ("commission_id","status");--> statement-breakpoint
CREATE INDEX "commission_events_payout_idx" ON "commission_events" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_promoter_idx" ON "payouts" USING btree ("promoter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_reverses_key" ON "commissions" USING btree ("reverses_id");--> statement-breakpoint
-- Hand-written (docs/decisions/030): the commission ledger and its status events are append-only.
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_status_check" CHECK ("status" IN ('approved', 'paid', 'reversed'));--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the commission ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commissions_append_only" BEFORE UPDATE OR DELETE ON "commissions" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "commission_events_append_only" BEFORE UPDATE OR DELETE ON "commission_events" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
