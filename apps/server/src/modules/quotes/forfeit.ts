import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { quotes } from "../../db/schema";

/**
 * Closes every open quote of an account (requested, or offered and not yet accepted) as
 * declined with `reason`, and detaches it from the account, in the caller's transaction (an
 * account taken back by its address's owner, modules/accounts/takeover.ts). The office keeps the
 * record and sees why; no offer is left to accept and no reminder goes to the address.
 * Answers the quotes' ids.
 */
export async function forfeitOpenQuotes(tx: Tx, userId: string, reason: string): Promise<string[]> {
  const closed = await tx
    .update(quotes)
    .set({ status: "declined", declineReason: reason, userId: null })
    .where(and(eq(quotes.userId, userId), inArray(quotes.status, ["requested", "offered"])))
    .returning({ id: quotes.id });
  return closed.map((quote) => quote.id);
}
