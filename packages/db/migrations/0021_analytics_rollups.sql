CREATE TABLE "analytics_days" (
	"day" date NOT NULL,
	"event_type" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_days_day_event_type_pk" PRIMARY KEY("day","event_type")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_rollup_state_one_row" CHECK ("analytics_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "analytics_seller_days" (
	"seller_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"day" date NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_seller_days_seller_id_event_type_day_pk" PRIMARY KEY("seller_id","event_type","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_seller_days" ADD CONSTRAINT "analytics_seller_days_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;