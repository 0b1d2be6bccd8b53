-- Issue 36: codes per treatment and rate; the treatment alone no longer identifies a row.
ALTER TABLE "accounting_codes" DROP CONSTRAINT "accounting_codes_pkey";--> statement-breakpoint
ALTER TABLE "accounting_codes" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_codes" ADD COLUMN "rate_millis" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_codes_treatment_rate_key" ON "accounting_codes" USING btree ("treatment",coalesce("rate_millis", -1));--> statement-breakpoint
ALTER TABLE "accounting_codes" ADD CONSTRAINT "accounting_codes_rate_check" CHECK ("accounting_codes"."rate_millis" is null or "accounting_codes"."rate_millis" between 0 and 100000);
