ALTER TABLE "invoices" ADD COLUMN "buyer_company" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_vat_id" text;