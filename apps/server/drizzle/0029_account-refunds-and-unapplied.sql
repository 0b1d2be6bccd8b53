CREATE TABLE "account_payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"unapplied_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_payment_refunds_amount_check" CHECK ("account_payment_refunds"."amount_cents" > 0 and "account_payment_refunds"."unapplied_cents" between 0 and "account_payment_refunds"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "allocation_reversals" (
	"refund_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "allocation_reversals_pkey" PRIMARY KEY("refund_id","allocation_id"),
	CONSTRAINT "allocation_reversals_amount_check" CHECK ("allocation_reversals"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_payments" DROP CONSTRAINT "account_payments_amount_check";--> statement-breakpoint
ALTER TABLE "payment_allocations" DROP CONSTRAINT "payment_allocations_pkey";--> statement-breakpoint
ALTER TABLE "account_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD COLUMN "applied_later_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "catalogue_unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "account_payment_refunds" ADD CONSTRAINT "account_payment_refunds_payment_id_account_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_reversals" ADD CONSTRAINT "allocation_reversals_refund_id_account_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."account_payment_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_reversals" ADD CONSTRAINT "allocation_reversals_allocation_id_payment_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."payment_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_reversals" ADD CONSTRAINT "allocation_reversals_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_payment_refunds_provider_refund_key" ON "account_payment_refunds" USING btree ("provider","provider_refund_id");--> statement-breakpoint
CREATE INDEX "account_payment_refunds_payment_idx" ON "account_payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "allocation_reversals_allocation_idx" ON "allocation_reversals" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "allocation_reversals_invoice_idx" ON "allocation_reversals" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "account_payments_unapplied_idx" ON "account_payments" USING btree ("company_id") WHERE "account_payments"."unapplied_cents" > 0 and "account_payments"."status" = 'applied';--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_amount_check" CHECK ("account_payments"."amount_cents" > 0 and "account_payments"."unapplied_cents" between 0 and "account_payments"."amount_cents" and "account_payments"."refunded_cents" between 0 and "account_payments"."amount_cents" - "account_payments"."unapplied_cents");