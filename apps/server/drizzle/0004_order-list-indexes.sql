DROP INDEX "orders_email_idx";--> statement-breakpoint
DROP INDEX "orders_user_id_idx";--> statement-breakpoint
DROP INDEX "orders_listed_user_idx";--> statement-breakpoint
DROP INDEX "orders_listed_email_idx";--> statement-breakpoint
CREATE INDEX "orders_user_created_at_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_created_at_idx" ON "orders" USING btree ("email","created_at","id");