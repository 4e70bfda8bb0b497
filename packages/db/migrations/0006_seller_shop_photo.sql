-- The shop photo (Edit Shop, issue 5): its WebP variants from the photo pipeline, stored like
-- product_images.variants. photo_key was a placeholder nobody wrote; the variants replace it.
ALTER TABLE "sellers" ADD COLUMN "photo_variants" jsonb;--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "photo_key";
