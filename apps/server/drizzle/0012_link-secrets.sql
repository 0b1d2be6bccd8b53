ALTER TABLE "email_outbox" ADD COLUMN "sealed_secrets" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_secrets_pending_check" CHECK ("email_outbox"."sealed_secrets" is null or "email_outbox"."status" = 'pending');--> statement-breakpoint
-- Rows written before link tokens were sealed (decision 022) lose their tokens. One still
-- waiting is not sent with a dead link: it is marked failed, and its reader asks for a new one.
UPDATE "email_outbox"
SET "text_body" = regexp_replace("text_body", '([?&]token=)[A-Za-z0-9_-]+', '\1[redacted]', 'g'),
    "html_body" = regexp_replace("html_body", '([?&]token=)[A-Za-z0-9_-]+', '\1[redacted]', 'g'),
    "last_error" = CASE WHEN "status" = 'pending' THEN 'link token removed on upgrade; a new link must be requested' ELSE "last_error" END,
    "status" = CASE WHEN "status" = 'pending' THEN 'failed' ELSE "status" END
WHERE "text_body" ~ '[?&]token=[A-Za-z0-9_-]+' OR "html_body" ~ '[?&]token=[A-Za-z0-9_-]+';
