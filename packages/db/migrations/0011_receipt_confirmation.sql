-- Receipts sellers confirm (decision 038). Rows from before get status 'requested' by the
-- default: no seller ever confirmed them. The notification checks learn 'receipt_requested'.
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_event_check";--> statement-breakpoint
ALTER TABLE "notification_templates" DROP CONSTRAINT "notification_templates_event_check";--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "source" text DEFAULT 'buyer_request' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_seller_status_idx" ON "receipts" USING btree ("seller_id","status","created_at");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_status_check" CHECK ("receipts"."status" in ('requested', 'confirmed', 'declined'));--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_source_check" CHECK ("receipts"."source" in ('buyer_request', 'payment'));--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_event_check" CHECK ("notification_log"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'receipt_requested', 'manual', 'otp', 'bot'));--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_event_check" CHECK ("notification_templates"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'receipt_requested'));