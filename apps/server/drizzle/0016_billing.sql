CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_single_row" CHECK ("billing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"tool_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_check" CHECK ("discount_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "discount_codes_value_check" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_basis_points" between 1 and 10000) or ("discount_codes"."kind" = 'fixed' and "discount_codes"."amount_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"name" text NOT NULL,
	"estimate" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"flat_cents" integer,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"step_grams" integer,
	"step_cents" integer,
	"free_above_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_kind_check" CHECK ("shipping_methods"."kind" in ('flat', 'weight', 'collect'))
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"everywhere_else" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"postal_prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"rate_millis" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_millis" >= 0 and "tax_rates"."rate_millis" <= 100000)
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate_millis" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_estimate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Orders from before issue 21 had no shipping, tax or code: their net is their total.
UPDATE "orders" SET "net_cents" = "price_cents";--> statement-breakpoint
UPDATE "order_lines" SET "net_cents" = "price_cents";--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "sku" text;--> statement-breakpoint
-- Tools from before issue 21 get a SKU from their id; the office may change it.
UPDATE "tools" SET "sku" = 'AT-' || upper(substr(replace("id"::text, '-', ''), 1, 10));--> statement-breakpoint
ALTER TABLE "tools" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ALTER COLUMN "sku" SET DEFAULT 'AT-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10));--> statement-breakpoint
-- The search reads the SKU too: the generated column (and its index) are made again with it.
ALTER TABLE "tools" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_fold(name || ' ' || description || ' ' || sku)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tools_live_search_idx" ON "tools" USING gin (to_tsvector('simple', "search_text")) WHERE "tools"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "weight_grams" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_created_at_id_idx" ON "discount_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_key" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_user_idx" ON "discount_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_key" ON "shipping_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_everywhere_else_key" ON "shipping_zones" USING btree ("everywhere_else") WHERE "shipping_zones"."everywhere_else";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_region_key" ON "tax_rates" USING btree ("country",coalesce("region", ''));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tools_sku_key" ON "tools" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_weight_check" CHECK ("tools"."weight_grams" >= 0);