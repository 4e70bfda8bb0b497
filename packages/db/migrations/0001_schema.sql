CREATE TABLE "admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'super_admin' NOT NULL,
	"password_reset_required" boolean DEFAULT true NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admins_email_unique" UNIQUE("email"),
	CONSTRAINT "admins_email_lowercase" CHECK ("admins"."email" = lower("admins"."email")),
	CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('super_admin', 'admin', 'moderator')),
	CONSTRAINT "admins_phone_e164" CHECK ("admins"."phone" ~ '^\+233[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_phone_e164" CHECK ("one_time_codes"."phone" ~ '^\+233[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_user_type_check" CHECK ("sessions"."user_type" in ('seller', 'rider', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"seller_id" uuid,
	"product_id" uuid,
	"visitor_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."event_type" in ('page_view', 'product_view', 'search', 'whatsapp_click', 'receipt_requested', 'seller_registered', 'product_created', 'boost_purchased'))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text DEFAULT 'whatsapp_click' NOT NULL,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_type_check" CHECK ("inquiries"."type" in ('whatsapp_click'))
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_streams_status_check" CHECK ("live_streams"."status" in ('scheduled', 'live', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"product_id" uuid,
	"seller_id" uuid NOT NULL,
	"buyer_phone" text NOT NULL,
	"product_title" text NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_buyer_phone_e164" CHECK ("receipts"."buyer_phone" ~ '^\+233[0-9]{9}$'),
	CONSTRAINT "receipts_amount_check" CHECK ("receipts"."amount_pesewas" > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"event_type" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"message_text" text NOT NULL,
	"whatsapp_link" text,
	"channel" text DEFAULT 'outbox' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_log_event_check" CHECK ("notification_log"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry', 'manual', 'otp')),
	CONSTRAINT "notification_log_channel_check" CHECK ("notification_log"."channel" in ('outbox', 'cloud_api')),
	CONSTRAINT "notification_log_status_check" CHECK ("notification_log"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "notification_log_whatsapp_e164" CHECK ("notification_log"."whatsapp_number" ~ '^\+233[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"whatsapp_template_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_event_language" UNIQUE("event_type","language"),
	CONSTRAINT "notification_templates_event_check" CHECK ("notification_templates"."event_type" in ('welcome', 'first_product', 'boost_active', 'boost_expiry_reminder', 'inactivity_reminder', 'verification_expiry')),
	CONSTRAINT "notification_templates_language_check" CHECK ("notification_templates"."language" in ('en', 'tw', 'pidgin'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_events_unique" UNIQUE("provider","event_id"),
	CONSTRAINT "webhook_events_provider_check" CHECK ("webhook_events"."provider" in ('whatsapp', 'paystack'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"whatsapp_number" text NOT NULL,
	"user_type" text,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_sessions_whatsapp_number_unique" UNIQUE("whatsapp_number"),
	CONSTRAINT "whatsapp_sessions_whatsapp_e164" CHECK ("whatsapp_sessions"."whatsapp_number" ~ '^\+233[0-9]{9}$'),
	CONSTRAINT "whatsapp_sessions_user_type_check" CHECK ("whatsapp_sessions"."user_type" in ('seller', 'rider', 'admin', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"whatsapp_number" text NOT NULL,
	"message_text" text DEFAULT '' NOT NULL,
	"parsed_title" text,
	"parsed_price_pesewas" integer,
	"parsed_description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_uploads_status_check" CHECK ("whatsapp_uploads"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "whatsapp_uploads_whatsapp_e164" CHECK ("whatsapp_uploads"."whatsapp_number" ~ '^\+233[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"payment_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boosts_period_check" CHECK ("boosts"."ends_at" > "boosts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_type" text NOT NULL,
	"account_id" uuid,
	"amount_pesewas" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"payment_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency" UNIQUE("kind","reference","account_type"),
	CONSTRAINT "ledger_entries_account_type_check" CHECK ("ledger_entries"."account_type" in ('seller', 'rider', 'platform'))
);
--> statement-breakpoint
CREATE TABLE "momo_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"network" text NOT NULL,
	"account_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "momo_wallets_owner_unique" UNIQUE("user_type","user_id"),
	CONSTRAINT "momo_wallets_user_type_check" CHECK ("momo_wallets"."user_type" in ('seller', 'rider')),
	CONSTRAINT "momo_wallets_network_check" CHECK ("momo_wallets"."network" in ('mtn', 'vodafone', 'airteltigo')),
	CONSTRAINT "momo_wallets_status_check" CHECK ("momo_wallets"."status" in ('pending', 'verified')),
	CONSTRAINT "momo_wallets_phone_e164" CHECK ("momo_wallets"."phone" ~ '^\+233[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'simulator' NOT NULL,
	"reference" text NOT NULL,
	"provider_status" text,
	"phone" text,
	"network" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('verification', 'pro', 'boost')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('simulator', 'paystack')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_pesewas" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."kind" in ('verification', 'pro'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_actor_check" CHECK ("audit_log"."actor_type" in ('admin', 'seller', 'rider', 'system'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"signature" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_position_unique" UNIQUE("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pesewas" integer NOT NULL,
	"category" text NOT NULL,
	"location_slug" text NOT NULL,
	"delivery_available" boolean DEFAULT false NOT NULL,
	"delivery_cost_pesewas" integer,
	"delivery_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_boosted" boolean DEFAULT false NOT NULL,
	"boosted_until" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"whatsapp_click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'active', 'hidden', 'sold')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_pesewas" >= 0),
	CONSTRAINT "products_delivery_cost_check" CHECK ("products"."delivery_cost_pesewas" is null or "products"."delivery_cost_pesewas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_job_events_to_check" CHECK ("delivery_job_events"."to_status" in ('requested', 'accepted', 'picked_up', 'delivered', 'completed', 'cancelled')),
	CONSTRAINT "delivery_job_events_actor_check" CHECK ("delivery_job_events"."actor_type" in ('seller', 'rider', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "delivery_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"rider_id" uuid,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"quoted_fee_pesewas" integer NOT NULL,
	"rider_earnings_pesewas" integer NOT NULL,
	"delivery_note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"proof_photo_key" text,
	"proof_code" text,
	"accepted_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_jobs_status_check" CHECK ("delivery_jobs"."status" in ('requested', 'accepted', 'picked_up', 'delivered', 'completed', 'cancelled')),
	CONSTRAINT "delivery_jobs_fee_check" CHECK ("delivery_jobs"."quoted_fee_pesewas" >= 0 and "delivery_jobs"."rider_earnings_pesewas" >= 0),
	CONSTRAINT "delivery_jobs_rider_check" CHECK ("delivery_jobs"."status" in ('requested', 'cancelled') or "delivery_jobs"."rider_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "rider_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"method" text DEFAULT 'momo' NOT NULL,
	"wallet_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"provider_reference" text,
	"failure_reason" text,
	CONSTRAINT "rider_payouts_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "rider_payouts_status_check" CHECK ("rider_payouts"."status" in ('requested', 'approved', 'rejected', 'paid', 'failed')),
	CONSTRAINT "rider_payouts_method_check" CHECK ("rider_payouts"."method" in ('momo')),
	CONSTRAINT "rider_payouts_amount_check" CHECK ("rider_payouts"."amount_pesewas" > 0)
);
--> statement-breakpoint
CREATE TABLE "riders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"base_location" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"service_zones" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_key" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_expiry" timestamp with time zone,
	"is_online" boolean DEFAULT false NOT NULL,
	"rating_avg" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"completed_deliveries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riders_whatsapp_number_unique" UNIQUE("whatsapp_number"),
	CONSTRAINT "riders_whatsapp_number_e164" CHECK ("riders"."whatsapp_number" ~ '^\+233[0-9]{9}$'),
	CONSTRAINT "riders_vehicle_type_check" CHECK ("riders"."vehicle_type" in ('bicycle', 'motorbike', 'car', 'van'))
);
--> statement-breakpoint
CREATE TABLE "seller_credentials" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"location_slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_until" timestamp with time zone,
	"pro_until" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"boost_credits" integer DEFAULT 0 NOT NULL,
	"photo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_whatsapp_number_unique" UNIQUE("whatsapp_number"),
	CONSTRAINT "sellers_whatsapp_number_e164" CHECK ("sellers"."whatsapp_number" ~ '^\+233[0-9]{9}$'),
	CONSTRAINT "sellers_preferred_language_check" CHECK ("sellers"."preferred_language" in ('en', 'tw', 'pidgin')),
	CONSTRAINT "sellers_status_check" CHECK ("sellers"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD CONSTRAINT "whatsapp_uploads_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_uploads" ADD CONSTRAINT "whatsapp_uploads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_job_events" ADD CONSTRAINT "delivery_job_events_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_payouts" ADD CONSTRAINT "rider_payouts_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_payouts" ADD CONSTRAINT "rider_payouts_wallet_id_momo_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."momo_wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_payouts" ADD CONSTRAINT "rider_payouts_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_credentials" ADD CONSTRAINT "seller_credentials_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_location_slug_locations_slug_fk" FOREIGN KEY ("location_slug") REFERENCES "public"."locations"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_phone_idx" ON "one_time_codes" USING btree ("phone","purpose","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "one_time_codes_ip_idx" ON "one_time_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_seller_idx" ON "password_resets" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_type","user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_seller_idx" ON "analytics_events" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_seller_idx" ON "inquiries" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "live_streams_status_idx" ON "live_streams" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "notification_log_created_idx" ON "notification_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "whatsapp_sessions_activity_idx" ON "whatsapp_sessions" USING btree ("last_activity" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "whatsapp_uploads_created_idx" ON "whatsapp_uploads" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "whatsapp_uploads_seller_idx" ON "whatsapp_uploads" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "boosts_product_idx" ON "boosts" USING btree ("product_id","ends_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_type","account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_seller_idx" ON "payments" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_seller_idx" ON "subscriptions" USING btree ("seller_id","kind");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("is_boosted" DESC NULLS FIRST,"is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category","is_boosted" DESC NULLS FIRST,"is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_boosted_until_idx" ON "products" USING btree ("boosted_until") WHERE is_boosted;--> statement-breakpoint
CREATE INDEX "delivery_job_events_job_idx" ON "delivery_job_events" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "delivery_jobs_created_idx" ON "delivery_jobs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "delivery_jobs_rider_idx" ON "delivery_jobs" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "delivery_jobs_open_idx" ON "delivery_jobs" USING btree ("created_at" DESC NULLS FIRST) WHERE status = 'requested';--> statement-breakpoint
CREATE INDEX "rider_payouts_requested_idx" ON "rider_payouts" USING btree ("requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rider_payouts_rider_idx" ON "rider_payouts" USING btree ("rider_id","status");--> statement-breakpoint
CREATE INDEX "riders_created_idx" ON "riders" USING btree ("created_at" DESC NULLS FIRST);