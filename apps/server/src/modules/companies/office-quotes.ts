import type { OfficeQuoteBody } from "@shop/contract";
import type { Principal } from "../../auth/guard";
import type { Config } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { insertQuote, type QuoteRow } from "../quotes/quotes";
import { officeMemberOf } from "./office-orders";

/**
 * Issue 27 item 6, `POST /api/admin/companies/{id}/quotes`: after a call a shop admin asks for a
 * quote for one of a company's members. It is the member's quote and the company's, made through
 * the one function that writes quotes, with the office named on it; the member is emailed that it
 * was asked for them, the office as for any request. The member accepts it as any quote. A
 * suspended company's quote is asked all the same, as its members may ask themselves: accepting
 * is what the suspension refuses.
 */
export async function requestOfficeQuote(db: Db, config: Config, office: Principal, companyId: string, body: OfficeQuoteBody, then?: InTransaction<QuoteRow>, now = new Date()): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const { member } = await officeMemberOf(tx, companyId, body.buyerEmail);
    const quote = await insertQuote(tx, config, { userId: member.user.id, email: member.user.email, office: { email: office.email } }, companyId, body, now);
    await then?.(tx, quote);
    return quote;
  });
}
