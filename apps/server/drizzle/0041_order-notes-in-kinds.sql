ALTER TABLE "order_events" ADD COLUMN "note_parts" jsonb;--> statement-breakpoint
-- Issue 38: the notes written before in English are read back into kinds with their values where
-- their words are certain (modules/orders/notes.ts); any other keeps its English only, answered as written.
UPDATE "order_events" AS e SET "note_parts" = k."parts"::jsonb
FROM (VALUES
  ('placed', '[{"kind":"placed","values":[]}]'),
  ('placed by the office', '[{"kind":"placedByOffice","values":[]}]'),
  ('placed by the office; the member''s limits do not apply', '[{"kind":"placedByOffice","values":[]},{"kind":"membersLimitsDoNotApply","values":[]}]'),
  ('placed; cash on delivery: invoiced when dispatched', '[{"kind":"placed","values":[]},{"kind":"codInvoicedWhenDispatched","values":[]}]'),
  ('placed by the office; cash on delivery: invoiced when dispatched', '[{"kind":"placedByOffice","values":[]},{"kind":"codInvoicedWhenDispatched","values":[]}]'),
  ('approved', '[{"kind":"approved","values":[]}]'),
  ('approved by the buyer, who alone decides the company''s approvals', '[{"kind":"approvedByBuyerAlone","values":[]}]'),
  ('cancelled by the office before dispatch; it was not invoiced', '[{"kind":"cancelledBeforeDispatch","values":[]}]'),
  ('cancelled by the office', '[{"kind":"cancelledByOffice","values":[]}]'),
  ('cancelled by the buyer', '[{"kind":"cancelledByBuyer","values":[]}]'),
  ('returned: refused at the door; stock back on sale', '[{"kind":"returnedAtDoor","values":[]}]'),
  ('not paid in time; stock back on sale', '[{"kind":"notPaidInTime","values":[]}]'),
  ('not approved in time; stock back on sale', '[{"kind":"notApprovedInTime","values":[]}]'),
  ('The owner of this email address took the account back; what was asked under it before is withdrawn', '[{"kind":"takenBack","values":[]}]')
) AS k("note", "parts")
WHERE e."note" = k."note" AND e."note_parts" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "note_parts" = jsonb_build_array(jsonb_build_object('kind', 'paymentReceived', 'values', jsonb_build_array((regexp_match("note", '^payment received \(([a-z_]+)\)$'))[1])))
WHERE "note_parts" IS NULL AND "note" ~ '^payment received \([a-z_]+\)$';--> statement-breakpoint
UPDATE "order_events" SET "note_parts" = jsonb_build_array(jsonb_build_object('kind', 'rejected', 'values', jsonb_build_array(substr("note", length('rejected: ') + 1))))
WHERE "note_parts" IS NULL AND "status" = 'cancelled' AND "note" LIKE 'rejected: %';--> statement-breakpoint
UPDATE "order_events" SET "note_parts" = jsonb_build_array(jsonb_build_object('kind', 'bankDepositReceived', 'values', jsonb_build_array(m[1], m[2])))
FROM (SELECT "id" AS "event_id", regexp_match("note", '^bank deposit ([^;]+) received on ([0-9]{4}-[0-9]{2}-[0-9]{2})$') AS m FROM "order_events") AS r
WHERE "id" = r."event_id" AND r.m IS NOT NULL AND "note_parts" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "note_parts" = jsonb_build_array(jsonb_build_object('kind', 'placed', 'values', '[]'::jsonb), jsonb_build_object('kind', 'byBankDeposit', 'values', jsonb_build_array(m[1]::integer)))
FROM (SELECT "id" AS "event_id", regexp_match("note", '^placed; by bank deposit within ([0-9]{1,4}) days$') AS m FROM "order_events") AS r
WHERE "id" = r."event_id" AND r.m IS NOT NULL AND "note_parts" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "note_parts" = jsonb_build_array(
  jsonb_build_object('kind', CASE m[1] WHEN 'placed' THEN 'placed' WHEN 'approved' THEN 'approved' WHEN 'approved by the buyer, who alone decides the company''s approvals' THEN 'approvedByBuyerAlone' ELSE 'placedByOfficeNoLimits' END, 'values', '[]'::jsonb),
  jsonb_build_object('kind', 'confirmedOnAccount', 'values', jsonb_build_array(CASE m[2] WHEN 'Net 15' THEN 'net15' WHEN 'Net 30' THEN 'net30' WHEN 'Net 60' THEN 'net60' ELSE 'on_shipment' END)))
FROM (SELECT "id" AS "event_id", regexp_match("note", '^(placed|approved|approved by the buyer, who alone decides the company''s approvals|placed by the office \(the member''s limits do not apply\)); confirmed on account \((Net 15|Net 30|Net 60|Due on shipment)\): invoiced when dispatched$') AS m FROM "order_events") AS r
WHERE "id" = r."event_id" AND r.m IS NOT NULL AND "note_parts" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "note_parts" = jsonb_build_array(jsonb_build_object('kind', 'shipped', 'values', jsonb_build_array(m[1], m[2])))
  || CASE WHEN coalesce(m[3], '') = '' THEN '[]'::jsonb
     WHEN coalesce(m[4], '') = '' THEN jsonb_build_array(jsonb_build_object('kind', 'invoiceIssuedCod', 'values', jsonb_build_array(m[3]::integer)))
     ELSE jsonb_build_array(jsonb_build_object('kind', 'invoiceIssuedDue', 'values', jsonb_build_array(m[3]::integer, m[4]))) END
FROM (
  SELECT "id" AS "event_id", coalesce(
    regexp_match("note", '^([^;]+), tracking ([^;]+); invoice INV-([0-9]{1,9}) issued, due ([0-9]{4}-[0-9]{2}-[0-9]{2})$'),
    regexp_match("note", '^([^;]+), tracking ([^;]+); invoice INV-([0-9]{1,9}) issued, cash on delivery()$'),
    regexp_match("note", '^([^;]+), tracking ([^;]+)()()$')
  ) AS m FROM "order_events" WHERE "status" = 'shipped'
) AS r
WHERE "id" = r."event_id" AND r.m IS NOT NULL AND "note_parts" IS NULL;
