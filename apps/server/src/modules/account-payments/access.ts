import { hasCompanyRight } from "@shop/contract";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { membershipOf } from "../companies/access";

/**
 * Whether the caller may pay the invoices of this company: one of its admins or accountants
 * (companyRights.accounts). Anyone else learns nothing of a payment (the callers answer 404).
 */
export async function mayPayFor(db: Db | Tx, caller: Principal, companyId: string): Promise<boolean> {
  const membership = await membershipOf(db, caller.userId);
  return membership !== null && membership.companyId === companyId && hasCompanyRight(membership.role, "accounts");
}
