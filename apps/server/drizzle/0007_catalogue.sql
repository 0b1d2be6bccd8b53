CREATE OR REPLACE FUNCTION shop_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT translate(lower(value), 'àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöōőŕřśšşťùúûüūůűųýÿźżž', 'aaaaaaaaacccdeeeeeeeeiiiiiiłnnnooooooorrssstuuuuuuuuyyzzz') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_default_category() RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  found uuid;
BEGIN
  SELECT id INTO found FROM categories ORDER BY created_at, id LIMIT 1;
  IF found IS NULL THEN
    INSERT INTO categories (name) VALUES ('General') ON CONFLICT DO NOTHING RETURNING id INTO found;
    IF found IS NULL THEN
      SELECT id INTO found FROM categories ORDER BY created_at, id LIMIT 1;
    END IF;
  END IF;
  RETURN found;
END
$$;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"available_after" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "category_id" uuid DEFAULT shop_default_category() NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "search_text" text GENERATED ALWAYS AS (shop_fold(name || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_created_at_id_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_changes_tool_created_at_idx" ON "stock_changes" USING btree ("tool_id","created_at","id");--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_tool_id_idx" ON "orders" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "tools_live_price_idx" ON "tools" USING btree ("price_cents","id") WHERE "tools"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tools_live_name_idx" ON "tools" USING btree ("name","id") WHERE "tools"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tools_category_created_at_idx" ON "tools" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tools_live_search_idx" ON "tools" USING gin (to_tsvector('simple', "search_text")) WHERE "tools"."archived_at" is null;