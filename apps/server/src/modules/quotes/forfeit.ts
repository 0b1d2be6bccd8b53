import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { quotes } from "../../db/schema";
import { englishNote, type Note } from "../orders/notes";

/**
 * Closes every open quote of an account (requested, or offered and not yet accepted) as
 * declined with `reason`, and detaches it from the account, in the caller's transaction (an
 * account taken back by its address's owner, modules/accounts/takeover.ts). The office keeps the
 * record and sees why, in its own language: the reason is kept as kinds (`decline_parts`) with
 * its English beside it, as an order's history note is. No offer is left to accept and no
 * reminder goes to the address.
 * Answers the quotes' ids.
 */
export async function forfeitOpenQuotes(tx: Tx, userId: string, reason: Note): Promise<string[]> {
  const closed = await tx
    .update(quotes)
    .set({ status: "declined", declineReason: englishNote(reason), declineParts: reason, userId: null })
    .where(and(eq(quotes.userId, userId), inArray(quotes.status, ["requested", "offered"])))
    .returning({ id: quotes.id });
  return closed.map((quote) => quote.id);
}
