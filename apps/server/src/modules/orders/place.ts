import { inLanguage } from "../../lib/language";
import { bulkMessages, formatCents, hasCompanyRight, lineProblem, MAX_ORDER_LINES, messages, type LinePrice, type PaymentMethod, paymentRefusals } from "@shop/contract";
import { and, count, eq, inArray, isNull, sum } from "drizzle-orm";
import type { Principal } from "../../auth/guard";
import type { ShopSettings } from "../../config";
import type { Db, InTransaction, Tx } from "../../db/client";
import { businessDetails, orderLines, orders, tools, users } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { recordRedemption } from "../billing/discounts";
import { buyerVat, type BuyerVat, type VatLookup } from "../billing/vat";
import { membershipOf, type Membership } from "../companies/access";
import { lockCompanyTerms, onAccountFor } from "../companies/credit";
import { assertMayOrder, companyBillingAddress, companyDestination, decidesAlone, overLimit } from "../companies/ordering";
import { companyEntries, NO_ENTRIES, priceForEntries } from "../price-lists/entries";
import { assertMethodOffered, methodsFor, zoneNameOf, type MethodSettings } from "./cash-and-deposits";
import { enqueueApprovalRequests, enqueueOrderEmail } from "./emails";
import { sayProductSummary } from "./lines";
import { recordEvent } from "./history";
import { MAX_ORDER_CENTS, type OrderRow, type OrderRules } from "./order";
import { priceBill, type BillRequest, type PricedLine } from "./price";
import { holdingUnpaid, takeStock } from "./stock";
import { part, type NotePart } from "./notes";

/** One line asked for. A quote line carries the price the office offered for that quantity. */
export interface LineRequest {
  productId: string;
  quantity: number;
  quote?: { id: string; unitPriceCents: number };
}

export interface NewOrder extends BillRequest {
  name: string;
  phone: string;
  address: string;
  /** Issue 27: the company delivery address a member's order goes to (required of members). */
  companyAddressId?: string | undefined;
  poNumber?: string | undefined;
  deliveryDate?: string | undefined;
  lines: LineRequest[];
  /** Issue 37: how the buyer will pay (default card); refused unless the order may use it (methodsFor). */
  paymentMethod?: PaymentMethod | undefined;
}

/** The shop's settings placing reads: the seller, and (issue 37) the payment methods it offers. */
export type PlaceSettings = ShopSettings & { paymentMethods?: MethodSettings };

/**
 * The spec's one-tool body (`productId`, optional `quantity` defaulting to the tool's minimum)
 * or a cart (`items`). Only the field paths of the refusals and the default quantity differ.
 */
export type OrderRequest = Omit<NewOrder, "lines"> &
  ({ single: { productId: string; quantity?: number | undefined } } | { lines: LineRequest[] });

/** The summary an order or a quote keeps as its `product`: in English, whatever the request's language. */
export const productSummary = (names: readonly string[]): string => inLanguage("en", () => sayProductSummary(names));

/**
 * How an order is placed. `office` (issue 27 item 6): a shop admin places it for a company
 * member after a call; the member's spending limits do not apply, and the order's history
 * names the admin and says so.
 */
export interface PlaceOptions {
  office?: { userId: string; email: string } | undefined;
}

/** Today in UTC as YYYY-MM-DD: the shop's calendar for delivery dates. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Places an order inside the caller's transaction: the one way an order is created (the
 * checkout and an accepted quote). A failure throws and the caller's transaction rolls back
 * with it, so nothing of the order (stock included) is left behind.
 */
export function placeOrderIn(tx: Tx, buyer: Principal, order: NewOrder, rules: OrderRules, shop: PlaceSettings, vat: BuyerVat, now: Date, options: PlaceOptions = {}): Promise<OrderRow> {
  return place(tx, buyer, order, rules, shop, vat, now, options);
}

/**
 * The checkout: placeOrderIn in a transaction of its own. The buyer's VAT ID is looked up first,
 * outside the transaction, as the lookup is a call to another service.
 */
export async function placeOrder(
  db: Db,
  buyer: Principal,
  order: OrderRequest,
  rules: OrderRules,
  shop: PlaceSettings,
  vatLookup: VatLookup,
  now = new Date(),
  then?: InTransaction<OrderRow>,
): Promise<OrderRow> {
  const vat = await buyerVat(db, buyer.userId, vatLookup);
  return db.transaction(async (tx) => {
    const placed = await place(tx, buyer, order, rules, shop, vat, now);
    await then?.(tx, placed);
    return placed;
  });
}

/**
 * What the buyer's orders not yet paid hold (HOLDING_UNPAID: unpaid and awaiting approval), for
 * the caps on them. The buyer's user row is locked first, so two placements of one customer run
 * one after the other on PostgreSQL and the second counts the first: concurrent requests cannot
 * exceed the caps. Orders whose hold ran out no longer count (the sweep is about to expire them).
 * `except`: the order being approved, which the caps weigh as the new one.
 */
export async function lockHeldOrders(tx: Tx, buyer: { userId: string }, except?: string): Promise<HeldOrders> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, buyer.userId)).for("update");
  return heldOrdersOf(tx, buyer.userId, except);
}

/** What the buyer's orders not yet paid hold, as lockHeldOrders counts it; read alone (without the lock) by the checkout's preview. */
export async function heldOrdersOf(db: Db | Tx, userId: string, except?: string): Promise<HeldOrders> {
  const [held] = await db
    .select({ n: count(), cents: sum(orders.priceCents).mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.userId, userId), holdingUnpaid({ live: true, except })));
  return { count: held?.n ?? 0, valueCents: held?.cents ?? 0 };
}

/** The cap on how many unpaid orders one customer may hold (MAX_UNPAID_ORDERS). */
export function assertUnderUnpaidCount(held: HeldOrders, maxUnpaid: number): void {
  if (held.count >= maxUnpaid) throw conflict(messages.order.tooManyUnpaid(maxUnpaid));
}

/** The cap on what one customer's unpaid orders may be worth together, this one's `totalCents` included (MAX_HELD_VALUE). */
export function assertUnderHeldValue(held: HeldOrders, totalCents: number, rules: Pick<OrderRules, "maxHeldValueCents">): void {
  const refusal = heldValueRefusal(held.valueCents, totalCents, rules.maxHeldValueCents);
  if (refusal) throw conflict(refusal);
}

/**
 * Issue 35: MAX_HELD_VALUE's refusal, in words that are true for this buyer (null: within it).
 * An order above the cap on its own can only be ordered through a quote, whatever the buyer
 * pays first; one that is above it only with the buyer's open orders says so. The checkout's
 * preview shows the same words before the button.
 */
export function heldValueRefusal(heldCents: number, totalCents: number, maxCents: number): string | null {
  if (heldCents + totalCents <= maxCents) return null;
  if (totalCents > maxCents) return messages.order.aboveHeldValue(formatCents(maxCents));
  return messages.order.heldValueWithOpen(formatCents(maxCents), formatCents(heldCents));
}

/**
 * How long an order over a limit waits for its approval: APPROVAL_DAYS, or (issue 35) only
 * ORDER_HOLD_MINUTES when its buyer is the one member who could approve it (a company of one):
 * their own approval is a formality, and the wait must not hold stock longer than an unpaid order.
 */
async function approvalMinutes(tx: Tx, membership: Membership | null, rules: OrderRules): Promise<number> {
  const alone = membership !== null && hasCompanyRight(membership.role, "approve") && (await decidesAlone(tx, membership.companyId, membership.userId));
  return alone ? rules.holdMinutes : rules.approvalDays * 24 * 60;
}

/** What one customer's unpaid orders hold now (read under the lock on their user row). */
export interface HeldOrders {
  count: number;
  valueCents: number;
}

/** Whose prices a member's lines take (issue 28): their company's lists valid on `today` (UTC). */
export interface CompanyPricing {
  companyId: string;
  today: string;
}

/**
 * The lines asked for, checked and priced from the catalogue (or the quote), through the
 * company's price lists for a member (decision 041): the first half of placing an order, shared
 * with the checkout's preview.
 */
export async function priceLines(
  tx: Tx,
  order: { single: { productId: string; quantity?: number | undefined } } | { lines: LineRequest[] },
  company?: CompanyPricing,
): Promise<PricedLine[]> {
  const single = "single" in order;
  const requested: { productId: string; quantity?: number | undefined; quote?: LineRequest["quote"] }[] = single ? [order.single] : order.lines;
  const quantityPath = (i: number) => (single ? "body.quantity" : `body.items.${i}.quantity`);
  if (requested.length === 0) throw badRequest(bulkMessages.cartEmpty, [{ path: "body.items", message: bulkMessages.cartEmpty }]);
  if (requested.length > MAX_ORDER_LINES) {
    throw badRequest(bulkMessages.tooManyLines(MAX_ORDER_LINES), [{ path: "body.items", message: bulkMessages.tooManyLines(MAX_ORDER_LINES) }]);
  }
  if (new Set(requested.map((line) => line.productId)).size !== requested.length) {
    throw badRequest(bulkMessages.oneLinePerTool, [{ path: "body.items", message: bulkMessages.oneLinePerTool }]);
  }

  // An archived tool has left the shop: it cannot be ordered any more.
  const found = await tx
    .select()
    .from(tools)
    .where(and(inArray(tools.id, requested.map((line) => line.productId)), isNull(tools.archivedAt)));
  const byId = new Map(found.map((tool) => [tool.id, tool]));
  const entries = company ? await companyEntries(tx, company.companyId, company.today, [...byId.keys()]) : NO_ENTRIES;

  return requested.map((line, i) => {
    const tool = byId.get(line.productId);
    if (!tool) throw notFound("Tool");
    const quantity = line.quantity ?? tool.minimumOrderQuantity;
    // The stock is decided by the conditional update when placing (409), not by this earlier read.
    // A quote fixed its quantity and price with the office: only the stock rule still holds.
    const problem = line.quote
      ? null
      : lineProblem({ name: tool.name, minimumOrderQuantity: tool.minimumOrderQuantity, packSize: tool.packSize, availableQuantity: Number.MAX_SAFE_INTEGER }, quantity);
    if (problem) throw badRequest(problem.message, [{ path: quantityPath(i), message: problem.message }]);
    if (line.quote) {
      const price: LinePrice = { unitPriceCents: line.quote.unitPriceCents, totalCents: line.quote.unitPriceCents * quantity, breakMinQuantity: null, savingCents: (tool.priceCents - line.quote.unitPriceCents) * quantity };
      return { tool, quantity, price, quoteId: line.quote.id, priceList: null };
    }
    const { priceList, catalogue: _catalogue, ...price } = priceForEntries(tool, quantity, entries, company?.today ?? "");
    return { tool, quantity, price, quoteId: null, priceList };
  });
}

async function place(tx: Tx, buyer: Principal, asked: OrderRequest, rules: OrderRules, shop: PlaceSettings, vat: BuyerVat, now: Date, options: PlaceOptions = {}): Promise<OrderRow> {
  const held = await lockHeldOrders(tx, buyer);
  // Issue 27: a member buys for their company. Their row is locked (after the user row, always in
  // this order) so two orders of one member at once take turns and the second counts the first
  // against the month limit.
  const membership = await membershipOf(tx, buyer.userId, { lock: true });
  // Issue 28: a company on terms has its row locked third (user, member, company, then the tools):
  // two orders of the company at once take turns, and the second counts the first's invoice
  // against the credit limit (decision 041).
  const terms = membership && membership.paymentTerms !== "prepaid" ? await lockCompanyTerms(tx, membership.companyId) : null;
  // An order that may go on account meets the unpaid count cap only once it is known to be unpaid.
  if (!terms) assertUnderUnpaidCount(held, rules.maxUnpaid);
  if (membership) assertMayOrder(membership);
  const order: OrderRequest = membership ? { ...asked, ...(await companyDestination(tx, membership.companyId, asked.companyAddressId, { required: true })) } : asked;
  if (order.deliveryDate !== undefined && order.deliveryDate < utcDay(now)) {
    throw badRequest(bulkMessages.deliveryDatePast, [{ path: "body.deliveryDate", message: bulkMessages.deliveryDatePast }]);
  }
  const priced = await priceLines(tx, order, membership ? { companyId: membership.companyId, today: utcDay(now) } : undefined);
  const billed = await priceBill(tx, buyer, priced, order, vat, shop, utcDay(now));
  const single = "single" in order;
  const { bill } = billed;
  const totalCents = bill.totalCents;
  if (totalCents > MAX_ORDER_CENTS) {
    throw badRequest(paymentRefusals.orderTooLarge, [
      { path: single ? "body.quantity" : "body.items", message: paymentRefusals.costAtMost(formatCents(MAX_ORDER_CENTS)) },
    ]);
  }

  // Issue 27: over a member's limit the order waits for an approver, holding its stock; its payment hold starts when approved.
  const over = membership && !options.office ? await overLimit(tx, membership, totalCents, now, shop.shop.currency) : null;
  // Issue 28: within the company's credit and not on hold, the order goes on its account (an order
  // waiting for approval is decided when it is approved). Otherwise it is paid by card, and says why.
  const account = terms && !over ? await onAccountFor(tx, terms, totalCents, now, rules.creditHoldDays, shop.shop.currency, shop.shop.timeZone) : null;
  const confirmed = account?.onAccount ? account : null;

  // Issue 37: the method asked for must be one the checkout offers this order (decision 054).
  const paymentMethod = asked.paymentMethod ?? "card";
  const question = { currency: shop.shop.currency, totalCents, emailVerified: buyer.emailVerified, onAccount: confirmed !== null, awaitingApproval: over !== null, zone: await zoneNameOf(tx, billed.method?.zoneId) };
  assertMethodOffered(paymentMethod, methodsFor(shop.paymentMethods, question), question);
  // Cash on delivery is confirmed at once, unpaid (HOLDING_UNPAID counts it in every cap below); a
  // bank deposit is unpaid, its hold lasting BANK_DEPOSIT_DAYS, its deadline to deposit.
  const cod = paymentMethod === "cod";
  const depositDays = paymentMethod === "bank_deposit" ? (shop.paymentMethods?.bankDepositDays ?? null) : null;

  // The unpaid caps (MAX_UNPAID_ORDERS, MAX_HELD_VALUE, MAX_HELD_SHARE) bound the stock held by
  // orders nobody has paid for yet and that may never be paid: each such hold is a risk the shop
  // takes for a while. A confirmed order is a sale on credit: it does not expire, it is invoiced
  // when dispatched, and the company's credit limit (checked above, under the company's lock) is what
  // bounds it. So none of the caps applies to it.
  // An order of quoted lines holds what the office agreed to: the value and share caps do not apply to it.
  const quoted = priced.every((line) => line.quoteId !== null);
  if (!confirmed) {
    if (terms) assertUnderUnpaidCount(held, rules.maxUnpaid);
    if (!quoted) assertUnderHeldValue(held, totalCents, rules);
  }

  await takeStock(
    tx,
    priced.map((line) => ({ tool: line.tool, quantity: line.quantity, maxSharePercent: line.quoteId === null && !confirmed ? rules.maxHeldSharePercent : null })),
    buyer.userId,
  );

  const [first] = priced;
  if (!first) throw new Error("an order without lines");
  // Issue 26: the invoice's "Bill to" as the buyer's business details say when ordering, kept with the order.
  const [billing] = membership
    ? [{ address: await companyBillingAddress(tx, membership.companyId) }]
    : await tx.select({ address: businessDetails.billingAddress }).from(businessDetails).where(eq(businessDetails.userId, buyer.userId)).limit(1);
  const [placed] = await tx
    .insert(orders)
    .values({
      userId: buyer.userId,
      email: buyer.email,
      name: order.name,
      phone: order.phone,
      address: order.address,
      product: productSummary(priced.map((line) => line.tool.name)),
      toolId: first.tool.id,
      quantity: priced.reduce((sum, line) => sum + line.quantity, 0),
      unitPriceCents: first.price.unitPriceCents,
      priceCents: totalCents,
      poNumber: order.poNumber || null,
      deliveryDate: order.deliveryDate ?? null,
      status: over ? "awaiting_approval" : confirmed || cod ? "confirmed" : "unpaid",
      holdUntil: over || confirmed || cod ? null : new Date(now.getTime() + (depositDays !== null ? depositDays * 24 * 60 : rules.holdMinutes) * 60_000),
      paymentMethod,
      paymentTerms: confirmed?.paymentTerms ?? null,
      // Issue 36 item 4: the due date counts from the invoice, issued at dispatch (shipOrder).
      dueDate: null,
      approvalUntil: over ? new Date(now.getTime() + (await approvalMinutes(tx, membership, rules)) * 60_000) : null,
      companyId: membership?.companyId ?? null,
      placedByOffice: options.office?.email ?? null,
      currency: shop.shop.currency,
      country: billed.country,
      postalCode: billed.postalCode || null,
      shippingMethodId: billed.method?.id ?? null,
      shippingMethod: billed.method?.name ?? null,
      collection: billed.method?.kind === "collect",
      shippingEstimate: billed.method?.estimate ?? null,
      weightGrams: billed.weightGrams,
      shippingCents: bill.shipping.amountCents,
      shippingNetCents: bill.shipping.netCents,
      shippingTaxCents: bill.shipping.taxCents,
      discountCodeId: billed.code?.id ?? null,
      discountCode: billed.code?.code ?? null,
      discountCents: bill.discountCents,
      netCents: bill.netCents,
      sdCents: bill.sdCents,
      taxCents: bill.taxCents,
      pricesIncludeTax: billed.pricesIncludeTax,
      treatment: billed.treatment.treatment,
      legalNote: billed.treatment.legalNote,
      taxCountry: billed.treatment.taxCountry,
      sellerName: shop.shop.name,
      sellerAddress: shop.shop.address || null,
      sellerVatId: billed.sellerVatId,
      buyerCompany: billed.vat.company,
      buyerBillingAddress: billing?.address ?? null,
      buyerVatId: billed.vat.vatId,
      buyerVatProof: billed.vat.proof,
      buyerVatName: billed.vat.name,
      buyerVatCheckedAt: billed.vat.checkedAt,
      taxLines: bill.taxLines,
      shippingTaxLines: bill.shipping.taxLines,
    })
    .returning();
  if (!placed) throw new Error("insert returned no row");
  await tx.insert(orderLines).values(
    priced.map((line, position) => ({
      orderId: placed.id,
      position,
      toolId: line.tool.id,
      product: line.tool.name,
      quantity: line.quantity,
      unitPriceCents: line.price.unitPriceCents,
      listUnitPriceCents: line.tool.priceCents,
      breakMinQuantity: line.price.breakMinQuantity,
      quoteId: line.quoteId,
      priceCents: line.price.totalCents,
      sku: line.tool.sku,
      weightGrams: line.tool.weightGrams,
      discountCents: bill.lines[position]?.discountCents ?? 0,
      netCents: bill.lines[position]?.netCents ?? line.price.totalCents,
      taxCents: bill.lines[position]?.taxCents ?? 0,
      taxRateMillis: bill.lines[position]?.rateMillis ?? 0,
      sdRateMillis: bill.lines[position]?.sdRateMillis ?? 0,
      sdCents: bill.lines[position]?.sdCents ?? 0,
      taxClass: line.tool.taxClass,
      priceListId: line.priceList?.id ?? null,
      priceListName: line.priceList?.name ?? null,
    })),
  );
  if (billed.code) await recordRedemption(tx, billed.code.id, placed.id, buyer.userId);
  if (over) {
    await recordEvent(tx, { orderId: placed.id, status: "awaiting_approval", byUserId: buyer.userId, note: [part("placed"), part("waitsForApproval", over.limits, shop.shop.currency)], at: placed.createdAt });
    await enqueueOrderEmail(tx, shop, placed, { kind: "awaitingApproval", reason: over });
    await enqueueApprovalRequests(tx, shop, placed, over);
  } else if (cod) {
    const by = part(options.office ? "placedByOffice" : "placed");
    await recordEvent(tx, { orderId: placed.id, status: "confirmed", byUserId: options.office?.userId ?? buyer.userId, note: [by, part("codInvoicedWhenDispatched")], at: placed.createdAt });
    await enqueueOrderEmail(tx, shop, placed, { kind: "confirmed" });
  } else if (confirmed) {
    const by = part(options.office ? "placedByOfficeNoLimits" : "placed");
    await recordEvent(tx, { orderId: placed.id, status: "confirmed", byUserId: options.office?.userId ?? buyer.userId, note: [by, confirmedNote(placed)], at: placed.createdAt });
    await enqueueOrderEmail(tx, shop, placed, { kind: "confirmed" });
  } else {
    const by = options.office ? [part("placedByOffice"), part("membersLimitsDoNotApply")] : [part("placed")];
    // Issue 28: a company on terms whose order could not go on account is told why in its history.
    const note = account && !account.onAccount && account.why ? [...by, part("paidByCard", account.why)] : depositDays !== null ? [...by, part("byBankDeposit", depositDays)] : by;
    await recordEvent(tx, { orderId: placed.id, status: "unpaid", byUserId: options.office?.userId ?? buyer.userId, note, at: placed.createdAt });
    const bankAccount = depositDays !== null ? shop.paymentMethods?.bankAccount : undefined;
    await enqueueOrderEmail(tx, shop, placed, bankAccount !== undefined ? { kind: "placed", bankAccount } : { kind: "placed" });
  }
  return placed;
}


/** The history's words for an order confirmed on account: "confirmed on account (Net 30): invoiced when dispatched". */
export const confirmedNote = (order: Pick<OrderRow, "paymentTerms">): NotePart => part("confirmedOnAccount", order.paymentTerms);
