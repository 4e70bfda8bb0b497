ALTER TABLE "notification_log" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE INDEX "notification_log_provider_idx" ON "notification_log" USING btree ("provider_message_id");