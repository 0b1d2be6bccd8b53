import { companyAuditActions } from "@shop/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "../../db/schema";

/** What a row of the audit trail keeps of the member or the company before and after the change. */
export type AuditValues = Record<string, string | number | boolean | null>;

/**
 * Issue 35: the company's audit trail. Every change of a member, an invitation or the company's
 * standing is written in the transaction of the change itself, so a change without its row (or a
 * row without its change) cannot be committed. The actor and the member are kept as emails, not
 * as references: the row outlives the member's leaving and the account's deletion.
 */
export const companyAudit = pgTable(
  "company_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    action: text("action", { enum: companyAuditActions }).notNull(),
    actorEmail: text("actor_email").notNull(),
    /** A shop admin acting from the office, not a member of the company. */
    byOffice: boolean("by_office").notNull().default(false),
    /** The member or invited address the change is about; null for a change of the company itself. */
    subjectEmail: text("subject_email"),
    before: jsonb("before").$type<AuditValues>(),
    after: jsonb("after").$type<AuditValues>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The trail is read newest first, a page at a time, per company.
    index("company_audit_company_created_idx").on(t.companyId, t.createdAt, t.id),
    check("company_audit_action_check", sql.raw(`action in (${companyAuditActions.map((a) => `'${a}'`).join(", ")})`)),
  ],
);
