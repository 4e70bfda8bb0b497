ALTER TABLE "whatsapp_uploads" ADD COLUMN "parsed_price_guess_pesewas" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD COLUMN "parsed_guess_title" text;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD COLUMN "parsed_delivery_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD COLUMN "parsed_delivery_areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD CONSTRAINT "whatsapp_uploads_price_guess_check" CHECK ("whatsapp_uploads"."parsed_price_guess_pesewas" is null or "whatsapp_uploads"."parsed_price_guess_pesewas" > 0);