CREATE TABLE "analytics_seller_active_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"signup_day" date NOT NULL,
	CONSTRAINT "analytics_seller_active_days_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_seller_active_weeks" (
	"seller_id" uuid NOT NULL,
	"week" date NOT NULL,
	"signup_day" date NOT NULL,
	CONSTRAINT "analytics_seller_active_weeks_week_seller_id_pk" PRIMARY KEY("week","seller_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_seller_active_days" ADD CONSTRAINT "analytics_seller_active_days_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_seller_active_weeks" ADD CONSTRAINT "analytics_seller_active_weeks_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_seller_active_days_day_idx" ON "analytics_seller_active_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_seller_active_days_retention_idx" ON "analytics_seller_active_days" USING btree ("signup_day","day") WHERE "analytics_seller_active_days"."day" - "analytics_seller_active_days"."signup_day" in (1, 7, 30);--> statement-breakpoint
CREATE INDEX "analytics_seller_active_weeks_signup_idx" ON "analytics_seller_active_weeks" USING btree ("signup_day","week");--> statement-breakpoint
-- The days already rolled up (up to rolled_through, if a rollup ran) are filled here from what
-- the rollups and the tables hold, so the readers find them complete from the first request;
-- the rollup task keeps both tables from here on (apps/server/.../admin-analytics/rollups.ts).
-- Sign-in and product_created days come from analytics_seller_days: raw events older than 400
-- days may already be pruned.
INSERT INTO "analytics_seller_active_days" ("seller_id", "day", "signup_day")
SELECT a."seller_id", a."day", (s."created_at" AT TIME ZONE 'Africa/Accra')::date
FROM (
	SELECT r."seller_id", r."day" FROM "analytics_seller_days" r, "analytics_rollup_state" st
		WHERE r."event_type" IN ('seller_signed_in', 'product_created')
			AND r."day" <= st."rolled_through"
	UNION
	SELECT p."seller_id", (p."created_at" AT TIME ZONE 'Africa/Accra')::date
		FROM "products" p, "analytics_rollup_state" st
		WHERE p."created_at" < ((st."rolled_through" + 1)::timestamp AT TIME ZONE 'Africa/Accra')
	UNION
	SELECT u."seller_id", (u."created_at" AT TIME ZONE 'Africa/Accra')::date
		FROM "whatsapp_uploads" u, "analytics_rollup_state" st
		WHERE u."seller_id" IS NOT NULL
			AND u."created_at" < ((st."rolled_through" + 1)::timestamp AT TIME ZONE 'Africa/Accra')
) a JOIN "sellers" s ON s."id" = a."seller_id";
--> statement-breakpoint
INSERT INTO "analytics_seller_active_weeks" ("seller_id", "week", "signup_day")
SELECT "seller_id", date_trunc('week', "day"::timestamp)::date, "signup_day"
	FROM "analytics_seller_active_days" WHERE "day" >= "signup_day" GROUP BY 1, 2, 3;
