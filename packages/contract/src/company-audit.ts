import { z } from "zod";
import { idSchema } from "./common";
import { companyAuditActions } from "./company-audit-texts";

/**
 * Issue 35: one row of a company's audit trail (`GET /api/companies/{id}/audit` for its admins,
 * `GET /api/admin/companies/{id}/audit` for the office), newest first. `actor` and `subject` are
 * emails kept as text: a row outlives the member's leaving. `before` and `after` hold what
 * changed (roles, limits and credit in the shop's currency, null: none); a new invitation has
 * only `after`, a removal only `before`, and so on.
 */
export const companyAuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const companyAuditValuesSchema = z.record(z.string(), companyAuditValueSchema);
export type CompanyAuditValues = z.infer<typeof companyAuditValuesSchema>;

export const companyAuditEntrySchema = z.object({
  _id: idSchema,
  companyId: idSchema,
  action: z.enum(companyAuditActions),
  actor: z.string(),
  byOffice: z.boolean(),
  subject: z.string().nullable(),
  before: companyAuditValuesSchema.nullable(),
  after: companyAuditValuesSchema.nullable(),
  at: z.string(),
});
export type CompanyAuditEntry = z.infer<typeof companyAuditEntrySchema>;
export const companyAuditListSchema = z.array(companyAuditEntrySchema);
