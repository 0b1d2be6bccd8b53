import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { businessDetails, profiles } from "../../db/schema";
import { forfeitUnpaidOrders } from "../orders/forfeit";
import { forfeitOpenQuotes } from "../quotes/forfeit";
import { part } from "../orders/notes";

/** What an account registered by someone else left behind, and that went when its owner took it back. */
export interface Forfeited {
  /** Unpaid orders cancelled, their stock back on sale: the catalogue must be refreshed when there are any. */
  orders: string[];
  quotes: string[];
  profile: boolean;
}

/**
 * The owner of an address has just proved it (a Google sign-in, a reset link, ADMIN_EMAIL) on
 * an account whose address nobody had proved: whoever registered it may have been anyone
 * (account pre-hijacking, docs/decisions/005). What that registrant set up goes, in the
 * caller's transaction: the profile (business details included: they would fill the owner's
 * orders and invoices), the open quotes and the unpaid orders, whose stock comes back. Paid
 * orders stay: money was taken for them. The caller replaces or removes the password and ends
 * the sessions.
 */
export async function forfeitUnprovenLeftovers(tx: Tx, userId: string): Promise<Forfeited> {
  const deletedProfiles = await tx.delete(profiles).where(eq(profiles.userId, userId)).returning({ id: profiles.id });
  const deletedBusiness = await tx.delete(businessDetails).where(eq(businessDetails.userId, userId)).returning({ userId: businessDetails.userId });
  // One reason for both, kept as its kind: each reader sees it in their own language.
  const takenBack = [part("takenBack")];
  const quotes = await forfeitOpenQuotes(tx, userId, takenBack);
  const orders = await forfeitUnpaidOrders(tx, userId, takenBack);
  return { orders, quotes, profile: deletedProfiles.length + deletedBusiness.length > 0 };
}
