CREATE TABLE "gateway_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"order_id" uuid,
	"account_payment_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"transaction_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "gateway_payments_one_payable" CHECK (("gateway_payments"."order_id" is null) <> ("gateway_payments"."account_payment_id" is null)),
	CONSTRAINT "gateway_payments_amount_check" CHECK ("gateway_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_transaction_key" ON "gateway_payments" USING btree ("method","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_pending_order_key" ON "gateway_payments" USING btree ("order_id","method") WHERE "gateway_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "gateway_payments_pending_idx" ON "gateway_payments" USING btree ("created_at") WHERE "gateway_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");