ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_fee_check";--> statement-breakpoint
ALTER TABLE "momo_wallets" ADD COLUMN "recipient_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_pesewas" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "display_text" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_held_reason_check" CHECK ("payments"."held_reason" in ('fees_exceed_amount', 'amount_mismatch', 'currency_mismatch'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_check" CHECK ("payments"."paid_pesewas" is null or "payments"."paid_pesewas" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_held_check" CHECK (("payments"."status" = 'held') = ("payments"."held_reason" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'held'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_check" CHECK ("payments"."fee_pesewas" is null or ("payments"."fee_pesewas" >= 0 and ("payments"."status" <> 'success' or "payments"."fee_pesewas" <= coalesce("payments"."paid_pesewas", "payments"."amount_pesewas"))));