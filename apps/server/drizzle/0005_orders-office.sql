CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_single_row" CHECK ("invoice_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
-- Backfill (not expressible in drizzle): the history of orders placed before it existed, and invoices for orders already paid.
INSERT INTO "order_events" ("order_id", "status", "at", "note") SELECT "id", 'unpaid', "created_at", 'placed' FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at", "note") SELECT "id", 'paid', "paid_at", 'payment received' FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at", "note") SELECT "id", "status", now(), 'before the history was kept' FROM "orders" WHERE "status" IN ('shipped', 'cancelled', 'expired');--> statement-breakpoint
INSERT INTO "invoices" ("number", "order_id", "issued_at") SELECT row_number() OVER (ORDER BY coalesce("paid_at", "created_at"), "id"), "id", coalesce("paid_at", "created_at") FROM "orders" WHERE "status" IN ('paid', 'shipped');--> statement-breakpoint
INSERT INTO "invoice_counter" ("id", "last_number") SELECT 1, count(*) FROM "invoices";
