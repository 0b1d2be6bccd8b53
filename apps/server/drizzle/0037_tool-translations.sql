ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "tools" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_fold(name || ' ' || description || ' ' || sku || ' ' || coalesce(name_bn, '') || ' ' || coalesce(description_bn, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "tools_live_search_idx" ON "tools" USING gin (to_tsvector('simple', "search_text")) WHERE "tools"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tools_live_name_bn_trgm_idx" ON "tools" USING gin (shop_fold("name_bn") gin_trgm_ops) WHERE "tools"."archived_at" is null;
