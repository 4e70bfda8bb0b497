ALTER TABLE "whatsapp_sessions" DROP CONSTRAINT "whatsapp_sessions_user_type_check";--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "buttons" jsonb;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "whatsapp_sessions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD COLUMN "parsed_category" text;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_delivery_check" CHECK ("notification_log"."delivery_status" in ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "whatsapp_sessions" ADD CONSTRAINT "whatsapp_sessions_language_check" CHECK ("whatsapp_sessions"."language" in ('en', 'tw', 'pidgin'));--> statement-breakpoint
ALTER TABLE "whatsapp_sessions" ADD CONSTRAINT "whatsapp_sessions_user_type_check" CHECK ("whatsapp_sessions"."user_type" in ('seller', 'rider', 'buyer', 'admin', 'unknown'));--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD CONSTRAINT "whatsapp_uploads_category_check" CHECK ("whatsapp_uploads"."parsed_category" in ('electronics', 'fashion', 'home', 'automotive', 'food', 'sports', 'books', 'general'));