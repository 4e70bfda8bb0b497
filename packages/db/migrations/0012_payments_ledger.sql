-- Payments and the double-entry ledger (decision 039). Rows written before were one-sided
-- (the platform's +amount of a demo fee): each becomes a balanced charge. Sellers' boost credits,
-- a counter until now, become opening credit purchases in the ledger before the column goes.
-- Riders' one-sided rows likewise: an earning moves from the platform to the rider's wallet, a
-- paid payout is held from the wallet and sent out to the provider.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_type_check";--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_type", "account_id", "amount_pesewas", "kind", "reference", "payment_id", "created_at") SELECT 'provider', NULL, -"amount_pesewas", 'charge', "reference", "payment_id", "created_at" FROM "ledger_entries" WHERE "account_type" = 'platform' AND "kind" LIKE '%\_fee';--> statement-breakpoint
UPDATE "ledger_entries" SET "kind" = 'charge' WHERE "account_type" = 'platform' AND "kind" LIKE '%\_fee';--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_type", "account_id", "amount_pesewas", "kind", "reference", "payout_id", "created_at") SELECT 'platform', NULL, -"amount_pesewas", 'rider_earning', "reference", NULL, "created_at" FROM "ledger_entries" WHERE "account_type" = 'rider' AND "kind" = 'delivery_earning';--> statement-breakpoint
UPDATE "ledger_entries" SET "account_type" = 'rider_wallet', "kind" = 'rider_earning' WHERE "account_type" = 'rider' AND "kind" = 'delivery_earning';--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_type", "account_id", "amount_pesewas", "kind", "reference", "payout_id", "created_at") SELECT 'rider_payout_reserved', "account_id", -"amount_pesewas", 'payout_reserve', "reference", "payout_id", "created_at" FROM "ledger_entries" WHERE "account_type" = 'rider' AND "kind" = 'payout' UNION ALL SELECT 'rider_payout_reserved', "account_id", "amount_pesewas", 'payout_sent', "reference", "payout_id", "created_at" FROM "ledger_entries" WHERE "account_type" = 'rider' AND "kind" = 'payout' UNION ALL SELECT 'provider', NULL, -"amount_pesewas", 'payout_sent', "reference", "payout_id", "created_at" FROM "ledger_entries" WHERE "account_type" = 'rider' AND "kind" = 'payout';--> statement-breakpoint
UPDATE "ledger_entries" SET "account_type" = 'rider_wallet', "kind" = 'payout_reserve' WHERE "account_type" = 'rider' AND "kind" = 'payout';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_pesewas" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "net_pesewas" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "expires_at" = "created_at" + interval '3 minutes';--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending" ON "payments" USING btree ("seller_id","purpose") WHERE "payments"."status" = 'pending';--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_type", "account_id", "amount_pesewas", "kind", "reference", "created_at") SELECT 'seller_credits', "id", "boost_credits", 'credit_purchase', 'opening:' || "id", now() FROM "sellers" WHERE "boost_credits" > 0 UNION ALL SELECT 'credits_issued', NULL, -"boost_credits", 'credit_purchase', 'opening:' || "id", now() FROM "sellers" WHERE "boost_credits" > 0;--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "boost_credits";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'credit_purchase', 'credit_use', 'rider_earning', 'payout_reserve', 'payout_release', 'payout_sent', 'reversal'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_pesewas" <> 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_type_check" CHECK ("ledger_entries"."account_type" in ('provider', 'provider_fees', 'platform', 'rider_wallet', 'rider_payout_reserved', 'seller_credits', 'credits_issued'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_check" CHECK ("payments"."fee_pesewas" is null or "payments"."fee_pesewas" between 0 and "payments"."amount_pesewas");