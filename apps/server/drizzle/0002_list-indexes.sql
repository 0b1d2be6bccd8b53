DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "profiles_user_id_idx";--> statement-breakpoint
DROP INDEX "reviews_created_at_idx";--> statement-breakpoint
DROP INDEX "tools_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_listed_user_idx" ON "orders" USING btree ("user_id","created_at","id") WHERE "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_listed_email_idx" ON "orders" USING btree ("email","created_at","id") WHERE "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "profiles_user_created_at_idx" ON "profiles" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_created_at_id_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_id_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tools_created_at_id_idx" ON "tools" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");