import { messages, onAccountMessages, stateRefusals } from "@shop/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction } from "../../db/client";
import { orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { enqueueOrderEmail } from "./emails";
import { recordEvent } from "./history";
import { findInvoice } from "./invoices";
import { assertMayAct, findOrder, type OrderRow } from "./order";
import { restock } from "./stock";
import { part } from "./notes";

/**
 * The customer's cancel: only an unpaid order (or one awaiting approval), which keeps its row (status cancelled) and
 * gives its stock back. The status test in the update makes a cancel racing a payment safe.
 * Issue 36 item 4: the office may also cancel an order confirmed on account that is not yet
 * dispatched: it has no invoice yet (one is issued at dispatch), so nothing is credited. Its buyer
 * may not: the order is the company's commitment, withdrawn by asking the shop. The order row is
 * locked by the update, as shipping locks it, so a cancel and a dispatch take turns and the loser
 * finds the other's status.
 */
export async function cancelOrder(db: Db, caller: Principal, id: string, shop: ShopSettings, then?: InTransaction<OrderRow>): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, id);
    if (!order || order.status === "cancelled") throw notFound("Order");
    await assertMayAct(tx, caller, order);
    if (order.status === "expired") throw conflict(messages.order.expired);
    const office = caller.role === "admin";
    // Issue 37: a cash-on-delivery order not yet dispatched is withdrawn as an unpaid one is, by its buyer too.
    const cod = order.status === "confirmed" && order.paymentMethod === "cod";
    if (order.status === "confirmed" && !cod) {
      if (!office) throw conflict(onAccountMessages.noCancel);
      // An order invoiced when it was confirmed (before invoices waited for dispatch) is corrected with a credit note.
      if (await findInvoice(tx, id)) throw conflict(onAccountMessages.invoicedAlready);
    }
    const [cancelled] = await tx
      .update(orders)
      .set({ status: "cancelled" })
      // Issue 27: a buyer may also withdraw an order still waiting for approval.
      .where(and(eq(orders.id, id), inArray(orders.status, cod || (office && order.status === "confirmed") ? ["confirmed"] : ["unpaid", "awaiting_approval"])))
      .returning();
    if (!cancelled) throw conflict(stateRefusals.paidNotCancelled);
    await restock(tx, cancelled);
    await recordEvent(tx, { orderId: id, status: "cancelled", byUserId: caller.userId, note: [part(order.status === "confirmed" && !cod ? "cancelledBeforeDispatch" : office && cancelled.userId !== caller.userId ? "cancelledByOffice" : "cancelledByBuyer")] });
    await enqueueOrderEmail(tx, shop, cancelled, { kind: "cancelled" });
    await then?.(tx, cancelled);
  });
}

