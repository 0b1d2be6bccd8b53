CREATE TABLE "accounting_codes" (
	"treatment" text PRIMARY KEY NOT NULL,
	"revenue_account" text DEFAULT '' NOT NULL,
	"tax_account" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"country" text,
	"vat_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_registrations_kind_check" CHECK (("tax_registrations"."kind" = 'country') = ("tax_registrations"."country" is not null) and "tax_registrations"."kind" in ('country', 'oss', 'ioss'))
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "vat_checked_id" text;--> statement-breakpoint
ALTER TABLE "business_details" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "treatment" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "legal_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "treatment" text DEFAULT 'domestic' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "legal_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_vat_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_proof" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "reduced_rate_millis" integer;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_registrations_kind_country_key" ON "tax_registrations" USING btree ("kind",coalesce("country", ''));--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_reduced_check" CHECK ("tax_rates"."reduced_rate_millis" is null or ("tax_rates"."reduced_rate_millis" >= 0 and "tax_rates"."reduced_rate_millis" <= 100000));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_tax_class_check" CHECK ("tools"."tax_class" in ('standard', 'reduced', 'zero'));--> statement-breakpoint
UPDATE "orders" SET "treatment" = 'intra_community', "legal_note" = 'Exempt intra-Community supply of goods, article 138 of Directive 2006/112/EC; VAT is due from the buyer', "tax_country" = NULL WHERE "reverse_charge";--> statement-breakpoint
UPDATE "orders" SET "tax_country" = "country" WHERE NOT "reverse_charge" AND jsonb_array_length("tax_lines") > 0;--> statement-breakpoint
UPDATE "orders" SET "shipping_tax_lines" = jsonb_build_array(jsonb_build_object('name', "tax_lines"->0->>'name', 'rateMillis', ("tax_lines"->0->>'rateMillis')::int, 'netCents', "shipping_net_cents", 'taxCents', "shipping_tax_cents")) WHERE jsonb_array_length("tax_lines") > 0 AND "shipping_net_cents" + "shipping_tax_cents" > 0;--> statement-breakpoint
UPDATE "credit_notes" SET "treatment" = o."treatment", "legal_note" = o."legal_note" FROM "orders" o WHERE o."id" = "credit_notes"."order_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "reverse_charge";