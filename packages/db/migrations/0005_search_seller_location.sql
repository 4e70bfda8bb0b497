-- Search matches the seller's business name and the product's location, and corrects typos against
-- a dictionary of title and business-name words (decision 015). A generated column cannot read
-- the sellers table, so products carry copies of the name and the verified flag, kept in sync by
-- triggers; the search document is rebuilt to include them, the location and delivery.
ALTER TABLE "products" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "products" p SET "seller_name" = s."business_name", "seller_verified" = s."is_verified"
  FROM "sellers" s WHERE s."id" = p."seller_id";--> statement-breakpoint
CREATE FUNCTION "products_copy_seller_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Whatever the writer put there, the copies are the seller's (no stale or forged copy).
  SELECT "business_name", "is_verified" INTO NEW."seller_name", NEW."seller_verified"
    FROM "sellers" WHERE "id" = NEW."seller_id";
  NEW."seller_name" := coalesce(NEW."seller_name", '');
  NEW."seller_verified" := coalesce(NEW."seller_verified", false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_seller_name" BEFORE INSERT OR UPDATE OF "seller_id", "seller_name", "seller_verified" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_copy_seller_name"();--> statement-breakpoint
CREATE FUNCTION "sellers_push_business_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "seller_name" = NEW."business_name", "seller_verified" = NEW."is_verified"
    WHERE "seller_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sellers_business_name" AFTER UPDATE OF "business_name", "is_verified" ON "sellers"
  FOR EACH ROW WHEN (OLD."business_name" IS DISTINCT FROM NEW."business_name"
    OR OLD."is_verified" IS DISTINCT FROM NEW."is_verified")
  EXECUTE FUNCTION "sellers_push_business_name"();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(seller_name, '')), 'C') || setweight(to_tsvector('english'::regconfig, replace(location_slug, '-', ' ')), 'D') || setweight(to_tsvector('simple'::regconfig, case when delivery_available then 'xdelivery' else '' end || case when seller_verified then ' xverified' else '' end), 'D')) STORED;--> statement-breakpoint
-- Dropping the column dropped its GIN index; the snapshot still lists it, so recreate it here.
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_pesewas","id") WHERE status = 'active';--> statement-breakpoint
-- Browses by newest/price read only these indexes (index-only scans): what a browse filters on and
-- orders by is INCLUDEd (drizzle's index builder has no INCLUDE, so it is written here).
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("price_pesewas","is_boosted","is_featured","location_slug","delivery_available","seller_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price_pesewas","id") INCLUDE ("created_at","is_boosted","is_featured","location_slug","delivery_available","seller_id") WHERE status = 'active';
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "products_collect_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Words with a letter, 3 to 40 characters: what a buyer could mistype.
  INSERT INTO "search_words" ("word")
    SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW."title" || ' ' || NEW."seller_name"))) w
    WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF "title", "seller_name" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_collect_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "products", unnest(tsvector_to_array(to_tsvector('simple', "title" || ' ' || "seller_name"))) w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
