CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_status_check" CHECK ("subscribers"."status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
DROP INDEX "profiles_user_created_at_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "shipping_address" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirm_token_key" ON "subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_key" ON "subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "subscribers_confirmed_idx" ON "subscribers" USING btree ("confirmed_at","id") WHERE "subscribers"."status" = 'confirmed';--> statement-breakpoint
-- One profile per account from now on: of an account's earlier cards, the newest (what its owner last entered) stays.
DELETE FROM "profiles" AS "older" USING "profiles" AS "newer"
WHERE "older"."user_id" = "newer"."user_id"
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_id_key" ON "profiles" USING btree ("user_id");