ALTER TABLE "quotes" ADD COLUMN "decline_parts" jsonb;--> statement-breakpoint
-- A quote declined by the server itself (its account taken back by the address's owner) kept only
-- the English; its reason becomes its kind, said in each reader's language (modules/orders/notes.ts).
-- A reason the office typed stays as typed.
UPDATE "quotes" SET "decline_parts" = '[{"kind":"takenBack","values":[]}]'::jsonb
WHERE "status" = 'declined' AND "decline_parts" IS NULL
  AND "decline_reason" = 'The owner of this email address took the account back; what was asked under it before is withdrawn';
