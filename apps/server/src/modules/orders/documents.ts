import { centsToDollars, orderPageTexts, type Bill, type Order, type OrderDetail } from "@shop/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { Db, Tx } from "../../db/client";
import { gatewayPayments, orderEvents, payments, refunds, users } from "../../db/schema";
import { bankDepositOf, payableWith, type OrderSettings } from "./cash-and-deposits";
import { creditNotesOf, toCreditNoteSummary } from "./credit-notes";
import { findInvoice } from "./invoices";
import { linesByOrder, linesOf, sayOrderProduct, toOrderLine, type OrderLineRow } from "./lines";
import { sayLegalNote, sayStoredNote } from "./notes";
import { orderFor, type OrderRow } from "./order";

/**
 * The order as answered, with its lines (loaded with linesOf or, for many orders, linesByOrder).
 * `bankAccount` (BANK_ACCOUNT): a bank-deposit order not yet paid tells where to deposit (issue 37).
 */
export function toOrderDocument(row: OrderRow, lines: readonly OrderLineRow[], methods: OrderSettings = {}): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    product: sayOrderProduct(row.product, lines),
    productId: row.toolId,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unitPriceCents),
    price: centsToDollars(row.priceCents),
    // Paid by card; an order on account (issue 28) is paid through its invoice, later.
    // Issue 37: a cash-on-delivery order is shipped before it is paid, once the driver brings the cash.
    paid: (row.status === "paid" || row.status === "shipped") && row.paymentTerms === null && (row.paymentMethod !== "cod" || row.paidAt !== null),
    status: row.status,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
    holdUntil: row.status === "unpaid" && row.holdUntil ? row.holdUntil.toISOString() : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    items: lines.map(toOrderLine),
    poNumber: row.poNumber,
    deliveryDate: row.deliveryDate,
    country: row.country,
    postalCode: row.postalCode,
    bill: billOf(row, lines),
    refunded: centsToDollars(row.refundedCents),
    shippingRefunded: row.shippingRefunded,
    companyId: row.companyId,
    placedBy: row.companyId ? row.email : null,
    placedByOffice: row.placedByOffice,
    approvedBy: row.approvedBy,
    approvalUntil: row.status === "awaiting_approval" && row.approvalUntil ? row.approvalUntil.toISOString() : null,
    paymentTerms: row.paymentTerms,
    dueDate: row.dueDate,
    paymentMethod: row.paymentMethod,
    bankDeposit: bankDepositOf(row, methods.bankAccount),
    ...(methods.enabled ? { payableWith: payableWith(row, methods.enabled) } : {}),
  };
}

/** The order's bill as answered: what was worked out when it was placed, never again. */
export function billOf(row: OrderRow, lines: readonly OrderLineRow[]): Bill {
  return {
    currency: row.currency,
    pricesIncludeTax: row.pricesIncludeTax,
    goods: centsToDollars(lines.reduce((sum, line) => sum + line.priceCents, 0)),
    discount: row.discountCode ? { code: row.discountCode, amount: centsToDollars(row.discountCents) } : null,
    shipping: row.shippingMethod
      ? {
          methodId: row.shippingMethodId,
          method: row.shippingMethod,
          estimate: row.shippingEstimate ?? "",
          amount: centsToDollars(row.shippingCents),
          net: centsToDollars(row.shippingNetCents),
          tax: centsToDollars(row.shippingTaxCents),
        }
      : null,
    taxLines: row.taxLines.map((line) => ({ name: line.name, rate: line.rateMillis / 1000, net: centsToDollars(line.netCents), tax: centsToDollars(line.taxCents) })),
    net: centsToDollars(row.netCents),
    ...(row.sdCents > 0 && { sd: centsToDollars(row.sdCents) }),
    tax: centsToDollars(row.taxCents),
    total: centsToDollars(row.priceCents),
    treatment: row.treatment,
    legalNote: sayLegalNote(row.treatment, row.legalNote),
    buyerVatId: row.buyerVatId,
    weight: row.weightGrams / 1000,
  };
}

/** Many orders as answered, their lines read in one query. */
export async function orderDocuments(db: Db | Tx, rows: readonly OrderRow[]): Promise<Order[]> {
  const lines = await linesByOrder(db, rows.map((row) => row.id));
  return rows.map((row) => toOrderDocument(row, lines.get(row.id) ?? []));
}

/** One order as answered. */
export async function orderDocument(db: Db | Tx, row: OrderRow, methods?: OrderSettings): Promise<Order> {
  return toOrderDocument(row, await linesOf(db, row.id), methods);
}

/** The order page: the order, its history, its payment and refund, its invoice number. */
export async function orderDetail(db: Db | Tx, caller: Principal, id: string, methods?: OrderSettings): Promise<OrderDetail> {
  const order = await orderFor(db, caller, id);
  const events = await db
    .select({ event: orderEvents, email: users.email, shopAdmin: users.role })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.byUserId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)).limit(1);
  const given = await db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  const latest = given.at(-1);
  const invoice = await findInvoice(db, id);
  const office = caller.role === "admin";
  const lines = await linesOf(db, order.id);
  return {
    ...toOrderDocument(order, lines, methods),
    history: events.map(({ event, email, shopAdmin }) => ({
      status: event.status,
      at: event.at.toISOString(),
      // Buyers see that the shop acted, not which person of the office did; a company's members
      // see which colleague did (issue 27: who approved or rejected).
      by:
        event.byUserId === null
          ? null
          : office
            ? email
            : event.byUserId === caller.userId
              ? orderPageTexts.byYou
              : shopAdmin !== "admin" && order.companyId !== null
                ? email
                : orderPageTexts.byTheShop,
      note: sayStoredNote(event.noteParts, event.note),
    })),
    payment: payment
      ? { provider: payment.provider, transactionId: payment.transactionId, amount: centsToDollars(payment.amountCents), at: payment.createdAt.toISOString() }
      : null,
    refund: latest ? { amount: centsToDollars(given.reduce((sum, refund) => sum + refund.amountCents, 0)), at: latest.createdAt.toISOString(), reason: latest.reason } : null,
    creditNotes: (await creditNotesOf(db, id)).map((note) => toCreditNoteSummary(note, lines)),
    invoiceNumber: invoice?.number ?? null,
    ...(office && { riskyPayment: await riskyPaymentOf(db, id) }),
  };
}

/** Issue 37: the gateway payment of an order that waits for the office's decision (risky), if one does. */
async function riskyPaymentOf(db: Db | Tx, orderId: string): Promise<OrderDetail["riskyPayment"]> {
  const [attempt] = await db
    .select()
    .from(gatewayPayments)
    .where(and(eq(gatewayPayments.orderId, orderId), eq(gatewayPayments.status, "risky")))
    .limit(1);
  return attempt ? { method: attempt.method, transactionId: attempt.transactionId, amount: centsToDollars(attempt.amountCents) } : null;
}

