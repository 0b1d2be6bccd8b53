CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tool_id" uuid,
	"product" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_price_cents" integer NOT NULL,
	"catalogue_unit_price_cents" integer,
	"unit_price_cents" integer,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" >= 1),
	CONSTRAINT "quote_lines_unit_price_check" CHECK ("quote_lines"."unit_price_cents" is null or "quote_lines"."unit_price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "line_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "company_address_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "freight_cents" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "offered_total_cents" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_position_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_tool_id_idx" ON "quote_lines" USING btree ("tool_id");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_address_id_company_addresses_id_fk" FOREIGN KEY ("company_address_id") REFERENCES "public"."company_addresses"("id") ON DELETE set null ON UPDATE no action;