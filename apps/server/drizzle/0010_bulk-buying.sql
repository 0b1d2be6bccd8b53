CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tool_id" uuid,
	"product" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"list_unit_price_cents" integer NOT NULL,
	"break_min_quantity" integer,
	"quote_id" uuid,
	"price_cents" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."price_cents" = "order_lines"."unit_price_cents" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"tool_id" uuid,
	"product" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_price_cents" integer NOT NULL,
	"wanted_by" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"unit_price_cents" integer,
	"valid_until" date,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_quantity_check" CHECK ("quotes"."quantity" >= 1),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('requested', 'offered', 'declined', 'accepted')),
	CONSTRAINT "quotes_offer_check" CHECK ("quotes"."status" <> 'offered' or ("quotes"."unit_price_cents" > 0 and "quotes"."valid_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_price_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every order placed before issue 12 held one tool: it becomes that order's one line.
INSERT INTO "order_lines" ("order_id", "position", "tool_id", "product", "quantity", "unit_price_cents", "list_unit_price_cents", "price_cents")
SELECT "id", 0, "tool_id", "product", "quantity", "unit_price_cents", "unit_price_cents", "price_cents" FROM "orders";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_tool_idx" ON "order_lines" USING btree ("order_id","tool_id");--> statement-breakpoint
CREATE INDEX "order_lines_tool_id_idx" ON "order_lines" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "quotes_user_created_at_idx" ON "quotes" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_at_idx" ON "quotes" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_tool_id_idx" ON "quotes" USING btree ("tool_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_check" CHECK ("orders"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_pack_size_check" CHECK ("tools"."pack_size" >= 1 and "tools"."minimum_order_quantity" % "tools"."pack_size" = 0);