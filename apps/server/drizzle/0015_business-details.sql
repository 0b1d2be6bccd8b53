CREATE TABLE "business_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_name" text,
	"vat_id" text,
	"shipping_address" text,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_details_user_id_key" ON "business_details" USING btree ("user_id");--> statement-breakpoint
-- The business details written with a profile so far move to their own table before the columns go.
INSERT INTO "business_details" ("user_id", "company_name", "vat_id", "shipping_address", "phone")
SELECT "user_id", "company_name", "vat_id", "shipping_address", "phone" FROM "profiles"
WHERE "company_name" IS NOT NULL OR "vat_id" IS NOT NULL OR "shipping_address" IS NOT NULL OR "phone" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "vat_id";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "shipping_address";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "phone";