-- Pro ends by a date and is renewed by the seller, never debited: a reminder 3 days before
-- (pro_expiry, decision 039) joins the notification events.
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_event_check";--> statement-breakpoint
ALTER TABLE "notification_templates" DROP CONSTRAINT "notification_templates_event_check";--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_event_check" CHECK ("notification_log"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'receipt_requested', 'pro_expiry', 'manual', 'otp', 'bot'));--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_event_check" CHECK ("notification_templates"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'receipt_requested', 'pro_expiry'));