CREATE TABLE "product_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"visitor_id" text NOT NULL,
	"ip" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reports_reason_check" CHECK ("product_reports"."reason" in ('scam', 'prohibited', 'wrong_info', 'offensive', 'other')),
	CONSTRAINT "product_reports_status_check" CHECK ("product_reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_role_check";--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_type_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reports" ADD CONSTRAINT "product_reports_resolved_by_admins_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reports_status_idx" ON "product_reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_reports_open_once" ON "product_reports" USING btree ("product_id","visitor_id") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_admins_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Two roles from issue 17 on (decision 041): the old 'admin' could do everything, 'moderator' only moderate.
UPDATE "admins" SET "role" = CASE WHEN "role" = 'moderator' THEN 'support' ELSE 'super_admin' END WHERE "role" NOT IN ('super_admin', 'support');--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('super_admin', 'support'));--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."event_type" in ('page_view', 'product_view', 'search', 'whatsapp_click', 'receipt_requested', 'seller_registered', 'product_created', 'boost_purchased', 'seller_signed_in'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'active', 'hidden', 'sold', 'blocked'));