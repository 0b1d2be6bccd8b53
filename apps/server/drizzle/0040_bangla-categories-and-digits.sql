CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"latin_digits" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_bn_key" ON "categories" USING btree ("name_bn");