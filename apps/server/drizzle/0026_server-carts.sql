CREATE TABLE "cart_lines" (
	"user_id" uuid NOT NULL,
	"tool_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_lines_pkey" PRIMARY KEY("user_id","tool_id"),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_tool_id_idx" ON "cart_lines" USING btree ("tool_id");