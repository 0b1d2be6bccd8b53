CREATE TABLE "account_refund_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"provider_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid,
	"request_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_refund_reservations_amount_check" CHECK ("account_refund_reservations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_payment_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "account_payment_refunds" ADD COLUMN "by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "account_refund_reservations" ADD CONSTRAINT "account_refund_reservations_payment_id_account_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_refund_reservations_provider_key" ON "account_refund_reservations" USING btree ("provider","provider_key");--> statement-breakpoint
CREATE INDEX "account_refund_reservations_payment_idx" ON "account_refund_reservations" USING btree ("payment_id","status");--> statement-breakpoint
CREATE INDEX "account_refund_reservations_pending_idx" ON "account_refund_reservations" USING btree ("created_at") WHERE "account_refund_reservations"."status" = 'pending';