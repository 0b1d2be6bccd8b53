ALTER TABLE "business_details" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_billing_address" text;