CREATE TABLE "company_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_email" text NOT NULL,
	"by_office" boolean DEFAULT false NOT NULL,
	"subject_email" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_audit_action_check" CHECK (action in ('member_changed', 'invited', 'invitation_accepted', 'invitation_withdrawn', 'member_removed', 'member_left', 'suspended', 'unsuspended', 'terms_changed'))
);
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD COLUMN "to_new_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_audit" ADD CONSTRAINT "company_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_audit_company_created_idx" ON "company_audit" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_invitations_inviter_created_idx" ON "company_invitations" USING btree ("invited_by","created_at") WHERE "company_invitations"."to_new_address";