CREATE TABLE "refund_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"provider_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid,
	"request_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"credit_note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_reservations_provider_key" ON "refund_reservations" USING btree ("provider","provider_key");--> statement-breakpoint
CREATE INDEX "refund_reservations_order_idx" ON "refund_reservations" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "refund_reservations_pending_idx" ON "refund_reservations" USING btree ("created_at") WHERE "refund_reservations"."status" = 'pending';