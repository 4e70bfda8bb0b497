CREATE TABLE "provider_alerts" (
	"provider" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"raised_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "provider_alerts_provider_check" CHECK ("provider_alerts"."provider" in ('whatsapp', 'paystack')),
	CONSTRAINT "provider_alerts_reason_check" CHECK ("provider_alerts"."reason" in ('credentials_rejected', 'permission_denied', 'account_restricted'))
);
--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "notification_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "error_code" integer;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "error_title" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "error_details" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "notification_log" ADD COLUMN "resend_of" uuid;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_resend_of_notification_log_id_fk" FOREIGN KEY ("resend_of") REFERENCES "public"."notification_log"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_log_queued_idx" ON "notification_log" USING btree ("whatsapp_number","seq") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "notification_log_held_idx" ON "notification_log" USING btree ("held_at") WHERE held_at is not null;