CREATE TABLE "whatsapp_number_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid,
	"old_number" text NOT NULL,
	"new_number" text NOT NULL,
	"seller_id" uuid,
	"rider_id" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_number_changes_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "whatsapp_number_changes_old_e164" CHECK ("whatsapp_number_changes"."old_number" ~ '^\+233[0-9]{9}$'),
	CONSTRAINT "whatsapp_number_changes_new_e164" CHECK ("whatsapp_number_changes"."new_number" ~ '^\+[1-9][0-9]{6,14}$'),
	CONSTRAINT "whatsapp_number_changes_account_check" CHECK ("whatsapp_number_changes"."seller_id" is not null or "whatsapp_number_changes"."rider_id" is not null),
	CONSTRAINT "whatsapp_number_changes_status_check" CHECK ("whatsapp_number_changes"."status" in ('pending', 'moved', 'declined', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_whatsapp_e164";--> statement-breakpoint
ALTER TABLE "whatsapp_number_changes" ADD CONSTRAINT "whatsapp_number_changes_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_number_changes" ADD CONSTRAINT "whatsapp_number_changes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_number_changes" ADD CONSTRAINT "whatsapp_number_changes_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_number_changes_new_idx" ON "whatsapp_number_changes" USING btree ("new_number","status");--> statement-breakpoint
CREATE INDEX "whatsapp_number_changes_seller_idx" ON "whatsapp_number_changes" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "whatsapp_number_changes_rider_idx" ON "whatsapp_number_changes" USING btree ("rider_id");--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_whatsapp_e164" CHECK ("notification_log"."whatsapp_number" ~ '^\+233[0-9]{9}$' or ("notification_log"."event_type" = 'bot' and "notification_log"."whatsapp_number" ~ '^\+[1-9][0-9]{6,14}$'));