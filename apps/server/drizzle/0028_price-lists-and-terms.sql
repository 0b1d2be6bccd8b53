CREATE TABLE "account_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"received_on" date,
	"reference" text DEFAULT '' NOT NULL,
	"requested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unapplied_cents" integer DEFAULT 0 NOT NULL,
	"provider" text,
	"provider_intent_id" text,
	"client_secret" text,
	"transaction_id" text,
	"by_user_id" uuid,
	"by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "account_payments_amount_check" CHECK ("account_payments"."amount_cents" > 0 and "account_payments"."unapplied_cents" between 0 and "account_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "payment_allocations_pkey" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_list_companies" (
	"price_list_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "price_list_companies_pkey" PRIMARY KEY("price_list_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"price_list_id" uuid NOT NULL,
	"tool_id" uuid NOT NULL,
	"price_cents" integer,
	"percent_off_basis_points" integer,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "price_list_prices_pkey" PRIMARY KEY("price_list_id","tool_id"),
	CONSTRAINT "price_list_prices_one_rule_check" CHECK (("price_list_prices"."price_cents" is null) <> ("price_list_prices"."percent_off_basis_points" is null)),
	CONSTRAINT "price_list_prices_price_check" CHECK ("price_list_prices"."price_cents" is null or "price_list_prices"."price_cents" >= 0),
	CONSTRAINT "price_list_prices_percent_check" CHECK ("price_list_prices"."percent_off_basis_points" is null or "price_list_prices"."percent_off_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_dates_check" CHECK ("price_lists"."valid_from" is null or "price_lists"."valid_until" is null or "price_lists"."valid_from" <= "price_lists"."valid_until")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_terms" text DEFAULT 'prepaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_limit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_account_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_payments_company_idx" ON "account_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_payments_provider_intent_key" ON "account_payments" USING btree ("provider","provider_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_payments_transaction_key" ON "account_payments" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_payments_client_secret_key" ON "account_payments" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "price_list_companies_company_idx" ON "price_list_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "price_list_prices_tool_idx" ON "price_list_prices" USING btree ("tool_id");--> statement-breakpoint
CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_due_idx" ON "invoices" USING btree ("company_id","due_date","number") WHERE "invoices"."company_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_credit_limit_check" CHECK ("companies"."credit_limit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."total_cents" >= 0 and "invoices"."credited_cents" >= 0 and "invoices"."paid_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('unpaid', 'paid', 'shipped', 'cancelled', 'expired', 'awaiting_approval', 'confirmed'));--> statement-breakpoint
-- Every invoice before issue 28 was paid by card when issued: paid in full, less what its credit notes gave back (decision 041).
UPDATE "invoices" SET "total_cents" = "orders"."price_cents", "paid_cents" = "orders"."price_cents" - "orders"."refunded_cents", "credited_cents" = "orders"."refunded_cents", "company_id" = "orders"."company_id" FROM "orders" WHERE "orders"."id" = "invoices"."order_id";
