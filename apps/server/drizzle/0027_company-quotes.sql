ALTER TABLE "companies" ADD COLUMN "vat_checked_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "requested_by_office" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_company_created_at_idx" ON "quotes" USING btree ("company_id","created_at","id") WHERE "quotes"."company_id" is not null;