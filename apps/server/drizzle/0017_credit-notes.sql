CREATE TABLE "credit_note_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_counter_single_row" CHECK ("credit_note_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_number" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_net_cents" integer DEFAULT 0 NOT NULL,
	"shipping_tax_cents" integer DEFAULT 0 NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "credit_notes_total_check" CHECK ("credit_notes"."total_cents" = "credit_notes"."net_cents" + "credit_notes"."tax_cents" and "credit_notes"."total_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "refunds_transaction_id_key";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_at_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("provider","transaction_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_check" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
-- Refunds from before issue 21 were whole: their orders gave back what was paid, every unit.
UPDATE "orders" SET "refunded_cents" = "r"."total" FROM (SELECT "order_id", sum("amount_cents")::integer AS "total" FROM "refunds" GROUP BY "order_id") AS "r" WHERE "orders"."id" = "r"."order_id";--> statement-breakpoint
UPDATE "order_lines" SET "refunded_quantity" = "quantity" WHERE "order_id" IN (SELECT "order_id" FROM "refunds");
