import { companyMessages } from "@shop/contract";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companies } from "../../db/schema";
import { conflict } from "../../errors";

/**
 * Issue 35: what a suspension stops beyond ordering. An order placed before the suspension is not
 * paid by card while it lasts (409 with the suspension's words), so the office is not left to ship
 * it; the office may still release, cancel or take a transfer for it, and the company's invoices on
 * account stay payable (money owed should come in). A member's own refusals are 403 (access.ts).
 */
export async function refuseCardPaymentWhileSuspended(db: Db | Tx, companyId: string | null): Promise<void> {
  if (companyId === null) return;
  const [row] = await db.select({ suspended: companies.suspended }).from(companies).where(eq(companies.id, companyId));
  if (row?.suspended) throw conflict(companyMessages.suspended);
}
