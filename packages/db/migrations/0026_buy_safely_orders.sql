CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor_type" in ('buyer', 'seller', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid,
	"product_title" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"buyer_language" text DEFAULT 'en' NOT NULL,
	"carrier" text NOT NULL,
	"zone" text,
	"dropoff_location" text,
	"dropoff_landmark" text,
	"item_pesewas" integer NOT NULL,
	"delivery_fee_pesewas" integer NOT NULL,
	"total_pesewas" integer NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"delivery_commission_basis_points" integer NOT NULL,
	"release_hours" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"delivery_code" text NOT NULL,
	"delivery_job_id" uuid,
	"payment_due_at" timestamp with time zone NOT NULL,
	"accept_due_at" timestamp with time zone,
	"release_due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivered_told_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"refund_pesewas" integer,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_token_unique" UNIQUE("token"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'accepted', 'picked_up', 'delivered', 'disputed', 'released', 'settled', 'refunded', 'cancelled')),
	CONSTRAINT "orders_carrier_check" CHECK ("orders"."carrier" in ('rider', 'seller', 'pickup')),
	CONSTRAINT "orders_zone_check" CHECK ("orders"."zone" in ('accra-central', 'tema', 'kumasi', 'takoradi', 'cape-coast', 'tamale')),
	CONSTRAINT "orders_buyer_e164" CHECK ("orders"."buyer_phone" ~ '^\+233[0-9]{9}$'),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."item_pesewas" > 0 and "orders"."delivery_fee_pesewas" >= 0 and "orders"."total_pesewas" = "orders"."item_pesewas" + "orders"."delivery_fee_pesewas"),
	CONSTRAINT "orders_pickup_check" CHECK ("orders"."carrier" <> 'pickup' or "orders"."delivery_fee_pesewas" = 0),
	CONSTRAINT "orders_place_check" CHECK ("orders"."carrier" = 'pickup' or ("orders"."zone" is not null and "orders"."dropoff_location" is not null)),
	CONSTRAINT "orders_refund_check" CHECK ("orders"."refund_pesewas" is null or ("orders"."refund_pesewas" > 0 and "orders"."refund_pesewas" <= "orders"."total_pesewas"))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_pesewas" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('queued', 'sent', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_pesewas" > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_event_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_type_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
DROP INDEX "payments_one_pending";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "buy_safely" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_job_id_delivery_jobs_id_fk" FOREIGN KEY ("delivery_job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_phone","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_job_idx" ON "orders" USING btree ("delivery_job_id") WHERE delivery_job_id is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE status = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_accept_due_idx" ON "orders" USING btree ("accept_due_at") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" USING btree ("release_due_at") WHERE status = 'delivered';--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("created_at") WHERE status in ('queued', 'sent');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_one_pending" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending' and "payments"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending" ON "payments" USING btree ("seller_id","purpose") WHERE "payments"."status" = 'pending' and "payments"."purpose" <> 'order';--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_event_check" CHECK ("notification_log"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'receipt_requested', 'pro_expiry', 'manual', 'otp', 'bot', 'delivery', 'order'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_type_check" CHECK ("ledger_entries"."account_type" in ('provider', 'provider_fees', 'platform', 'rider_wallet', 'rider_payout_reserved', 'escrow', 'seller_payable', 'seller_credits', 'credits_issued'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'credit_purchase', 'credit_use', 'rider_earning', 'payout_reserve', 'payout_release', 'payout_sent', 'reversal', 'order_paid', 'order_release', 'order_settle', 'order_refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_check" CHECK (("payments"."purpose" = 'order') = ("payments"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('verification', 'pro', 'boost', 'order'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock" is null or "products"."stock" >= 0);