-- Deliveries (issue 16, decision 040): jobs get a short number riders type on WhatsApp, the
-- product, the zone riders are matched by, the recipient and their 4-digit code, wrong-code count,
-- cancel reason and proof photo; riders get a profile photo; messages to recipients are logged as
-- 'delivery'. Jobs made before this get their rider's first zone (Accra Central when none).
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_event_check";--> statement-breakpoint
DROP INDEX "delivery_jobs_open_idx";--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "delivery_jobs_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "dropoff_landmark" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "zone" text DEFAULT 'accra-central' NOT NULL;--> statement-breakpoint
UPDATE "delivery_jobs" j SET "zone" = r."service_zones"[1] FROM "riders" r WHERE j."rider_id" = r."id" AND cardinality(r."service_zones") > 0;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ALTER COLUMN "zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "wrong_codes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "proof_photo_variants" jsonb;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "photo_variants" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_jobs_seller_idx" ON "delivery_jobs" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "delivery_jobs_delivered_idx" ON "delivery_jobs" USING btree ("delivered_at") WHERE status = 'delivered';--> statement-breakpoint
CREATE INDEX "delivery_jobs_open_idx" ON "delivery_jobs" USING btree ("zone","created_at" DESC NULLS FIRST) WHERE status = 'requested';--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_event_check" CHECK ("notification_log"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'receipt_requested', 'pro_expiry', 'manual', 'otp', 'bot', 'delivery'));--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_zone_check" CHECK ("delivery_jobs"."zone" in ('accra-central', 'tema', 'kumasi', 'takoradi', 'cape-coast', 'tamale'));--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_recipient_e164" CHECK ("delivery_jobs"."recipient_phone" ~ '^\+233[0-9]{9}$');