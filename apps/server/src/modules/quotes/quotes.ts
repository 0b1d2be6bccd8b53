import { centsToDollars, hasCompanyRight, dollarsToCents, lineProblem, QUOTE_MAX_VALID_DAYS, quoteLabels, quoteMessages, type answerQuoteBodySchema, type Quote, type QuoteDetail, type QuoteStatus, roleMessages, stateRefusals, paymentRefusals } from "@shop/contract";
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../auth/guard";
import type { Config, ShopSettings } from "../../config";
import type { Db, InTransaction, Tx } from "../../db/client";
import { emailOutbox, quotes, tools } from "../../db/schema";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { cheapTotal, inTimeOrder, type ListAnswer, type Page, paginate } from "../../lib/paging";
import { MAX_ORDER_CENTS, type OrderRow, type OrderRules } from "../orders/order";
import { sayStoredNote } from "../orders/notes";
import { placeOrderIn, utcDay, type LineRequest, type NewOrder } from "../orders/place";
import { buyerVat, type VatLookup } from "../billing/vat";
import { membershipOf, requireRight, type Membership } from "../companies/access";
import { companyEntries, priceForEntries } from "../price-lists/entries";
import { isCartQuote, linesOfQuote, orderLinesOf, quoteLineDocuments } from "./lines";
import { quoteLines } from "./schema";
import { enqueueQuoteAnsweredEmail, enqueueQuoteAskedForMemberEmail, enqueueQuoteReminderEmail, enqueueQuoteRequestedEmails, QUOTE_REMINDER_KEY_PREFIX } from "./emails";

export type QuoteRow = typeof quotes.$inferSelect;

/** `day` plus `days` calendar days (YYYY-MM-DD). Quote dates are whole UTC days, valid through their end. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The status a reader sees: an offer whose last day has passed is `expired` (never stored). */
export function quoteStatusOf(row: Pick<QuoteRow, "status" | "validUntil">, today: string): QuoteStatus {
  if (row.status === "offered" && row.validUntil !== null && row.validUntil < today) return "expired";
  return row.status;
}

export function toQuoteDocument(row: QuoteRow, now: Date): Quote {
  return {
    _id: row.id,
    productId: row.toolId,
    product: row.product,
    email: row.email,
    quantity: row.quantity,
    listUnitPrice: centsToDollars(row.listUnitPriceCents),
    catalogueUnitPrice: row.catalogueUnitPriceCents === null ? null : centsToDollars(row.catalogueUnitPriceCents),
    wantedBy: row.wantedBy,
    note: row.note,
    status: quoteStatusOf(row, utcDay(now)),
    unitPrice: row.unitPriceCents === null ? null : centsToDollars(row.unitPriceCents),
    validUntil: row.validUntil,
    // A reason the server gave is said in the reader's language, one the office typed as typed.
    declineReason: sayStoredNote(row.declineParts, row.declineReason),
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    companyId: row.companyId,
    requestedByOffice: row.requestedByOffice,
    lineCount: row.lineCount,
    destination:
      row.address === null && row.country === null && row.companyAddressId === null
        ? null
        : { address: row.address, country: row.country, postalCode: row.postalCode, companyAddressId: row.companyAddressId },
    freight: row.freightCents === null ? null : centsToDollars(row.freightCents),
    total: row.unitPriceCents === null ? null : centsToDollars(row.offeredTotalCents ?? row.unitPriceCents * row.quantity),
  };
}

/** The quote page's answer: the quote and its tool's stock now (null once the tool is gone). */
export async function quoteDetail(db: Db | Tx, row: QuoteRow, now: Date): Promise<QuoteDetail> {
  const [tool] = row.toolId ? await db.select({ inStock: tools.availableQuantity }).from(tools).where(eq(tools.id, row.toolId)).limit(1) : [];
  return { ...toQuoteDocument(row, now), inStock: tool?.inStock ?? null, lines: await quoteLineDocuments(db, row) };
}

export interface QuoteRequest {
  productId: string;
  quantity: number;
  wantedBy?: string | undefined;
  note: string;
}

/**
 * A buyer's request. A company member's quote belongs to the company (issue 27, item 2), and a
 * role that does not order (an accountant) does not ask either: 403. A suspended company's
 * members still ask; accepting is what the suspension refuses, as placing an order is.
 */
export async function requestQuote(db: Db, config: Config, buyer: Principal, input: QuoteRequest, now = new Date()): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const membership = await membershipOf(tx, buyer.userId);
    if (membership) requireRight(membership, "order", "ask for quotes");
    return insertQuote(tx, config, buyer, membership?.companyId ?? null, input, now);
  });
}

/** Who a quote is asked for, and, when the office asked on their behalf after a call (issue 27, item 6), which admin. */
export interface QuoteAsker {
  userId: string;
  email: string;
  office?: { email: string } | undefined;
}

/**
 * Writes a quote request in the caller's transaction: the one way a quote is created (the
 * buyer's request, the office's for a member). The quantity keeps the tool's minimum and pack
 * size but not its stock: asking for more than is on the shelf is what quotes are for. Name and
 * list price are snapshot, so the quote reads the same after the tool changes. A member's list
 * price is what their company's price list asks for that quantity when it is below the catalogue
 * (issue 28): the reference the office answers against, with the catalogue's price for that
 * quantity kept beside it. The office is mailed in the same
 * transaction, and so is the member the office asked for.
 */
export async function insertQuote(tx: Tx, config: Config, buyer: QuoteAsker, companyId: string | null, input: QuoteRequest, now: Date): Promise<QuoteRow> {
  if (input.wantedBy !== undefined && input.wantedBy < utcDay(now)) {
    const message = stateRefusals.todayOrLater(quoteLabels.wantedBy);
    throw badRequest(message, [{ path: "body.wantedBy", message }]);
  }
  const [tool] = await tx.select().from(tools).where(and(eq(tools.id, input.productId), isNull(tools.archivedAt))).limit(1);
  if (!tool) throw notFound("Tool");
  const problem = lineProblem(
    { name: tool.name, minimumOrderQuantity: tool.minimumOrderQuantity, packSize: tool.packSize, availableQuantity: Number.POSITIVE_INFINITY },
    input.quantity,
  );
  if (problem) throw badRequest(problem.message, [{ path: "body.quantity", message: problem.message }]);
  const today = utcDay(now);
  const ownPrice = companyId ? priceForEntries(tool, input.quantity, await companyEntries(tx, companyId, today, [tool.id]), today) : null;
  const [quote] = await tx
    .insert(quotes)
    .values({
      userId: buyer.userId,
      email: buyer.email,
      toolId: tool.id,
      product: tool.name,
      quantity: input.quantity,
      listUnitPriceCents: ownPrice?.priceList ? ownPrice.unitPriceCents : tool.priceCents,
      catalogueUnitPriceCents: ownPrice?.priceList ? ownPrice.catalogue.unitPriceCents : null,
      wantedBy: input.wantedBy ?? null,
      note: input.note,
      companyId,
      requestedByOffice: buyer.office?.email ?? null,
      createdAt: now,
    })
    .returning();
  if (!quote) throw new Error("insert returned no row");
  await enqueueQuoteRequestedEmails(tx, config, quote);
  if (buyer.office) await enqueueQuoteAskedForMemberEmail(tx, config, quote);
  return quote;
}

/**
 * What a `status` filter matches. `offered` and `expired` split the stored `offered` rows by
 * their date; both still lead with the status, so the status index serves them.
 */
function statusFilter(status: QuoteStatus, today: string): SQL | undefined {
  if (status === "expired") return and(eq(quotes.status, "offered"), lt(quotes.validUntil, today));
  if (status === "offered") return and(eq(quotes.status, "offered"), gte(quotes.validUntil, today));
  return eq(quotes.status, status);
}

/**
 * The caller's quotes, or everyone's for an admin, newest or oldest first (`paginate` reads
 * both ways). Each list is read through an index in its order: the buyer's
 * (user_id, created_at, id), the office's filtered (status, created_at, id), or all
 * (created_at, id). The leading column is put in the ORDER BY too, as the orders lists do
 * (decision 008), so the planner keeps to that index. `companyId` is the buyer's company now
 * (null: none): see stillTheirs.
 */
export function quoteListQuery(db: Db | Tx, caller: Principal, status: QuoteStatus | undefined, newestFirst: boolean, now: Date, companyId: string | null) {
  const { where, lead } = listFilter(caller, status, utcDay(now), companyId);
  return db
    .select()
    .from(quotes)
    .where(where)
    .orderBy(...inTimeOrder(newestFirst, ...(lead ? [lead] : []), quotes.createdAt, quotes.id))
    .$dynamic();
}

/**
 * A buyer's own quotes that are still theirs to see: those of no company and those of the
 * company they belong to now. A member who left sees nothing of that company from then on
 * (decision 034), their own requests for it included; the company keeps them. A filter on the
 * rows the buyer's index reads, so the list costs what it did.
 */
const stillTheirs = (companyId: string | null): SQL | undefined => (companyId ? or(isNull(quotes.companyId), eq(quotes.companyId, companyId)) : isNull(quotes.companyId));

function listFilter(caller: Principal, status: QuoteStatus | undefined, today: string, companyId: string | null) {
  const own = caller.role !== "admin";
  const byStatus = status ? statusFilter(status, today) : undefined;
  return { where: own ? and(eq(quotes.userId, caller.userId), stillTheirs(companyId), byStatus) : byStatus, lead: own ? quotes.userId : status ? quotes.status : undefined };
}

/** The company a non-admin caller belongs to now (null: none); an admin's lists do not depend on it. */
async function currentCompanyOf(db: Db | Tx, caller: Principal): Promise<string | null> {
  if (caller.role === "admin") return null;
  return (await membershipOf(db, caller.userId))?.companyId ?? null;
}

export async function listQuotes(db: Db, caller: Principal, status: QuoteStatus | undefined, page: Page | undefined, now = new Date()): Promise<ListAnswer<Quote>> {
  const companyId = await currentCompanyOf(db, caller);
  const { where } = listFilter(caller, status, utcDay(now), companyId);
  const answer = await paginate(
    (newestFirst) => quoteListQuery(db, caller, status, newestFirst, now, companyId),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: quotes.id }).from(quotes).where(where).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map((row) => toQuoteDocument(row, now)) };
}

/**
 * `GET /api/company/quotes` (issue 27): the company's quotes, newest first, in every status or
 * one, as `GET /api/company/orders` lists its orders. A role that sees all the company's orders
 * sees all its quotes, through quotes_company_created_at_idx (its partial predicate stated, so
 * the planner may use it); a buyer reads their own through their own index, kept to this
 * company's.
 */
export function companyQuoteListQuery(db: Db | Tx, membership: Pick<Membership, "companyId" | "userId" | "role">, status: QuoteStatus | undefined, newestFirst: boolean, now: Date) {
  const { where, lead } = companyListFilter(membership, status, utcDay(now));
  return db
    .select()
    .from(quotes)
    .where(where)
    .orderBy(...inTimeOrder(newestFirst, lead, quotes.createdAt, quotes.id))
    .$dynamic();
}

function companyListFilter(membership: Pick<Membership, "companyId" | "userId" | "role">, status: QuoteStatus | undefined, today: string) {
  const byStatus = status ? statusFilter(status, today) : undefined;
  if (hasCompanyRight(membership.role, "seeAllOrders")) {
    return { where: and(eq(quotes.companyId, membership.companyId), isNotNull(quotes.companyId), byStatus), lead: quotes.companyId };
  }
  return { where: and(eq(quotes.userId, membership.userId), eq(quotes.companyId, membership.companyId), byStatus), lead: quotes.userId };
}

export async function listCompanyQuotes(
  db: Db,
  membership: Pick<Membership, "companyId" | "userId" | "role">,
  status: QuoteStatus | undefined,
  page: Page | undefined,
  now = new Date(),
): Promise<ListAnswer<Quote>> {
  const { where } = companyListFilter(membership, status, utcDay(now));
  const answer = await paginate(
    (newestFirst) => companyQuoteListQuery(db, membership, status, newestFirst, now),
    "newest-first",
    () => cheapTotal(db, () => db.select({ id: quotes.id }).from(quotes).where(where).$dynamic()),
    page,
  );
  return { ...answer, items: answer.items.map((row) => toQuoteDocument(row, now)) };
}

/**
 * 404 or 403 unless the caller may read the quote. An admin reads every quote. A quote of no
 * company: its buyer; anyone else gets 404, the same as for a quote that does not exist, so
 * quote ids cannot be probed. A company's quote (issue 27), as its orders are (orderFor): the
 * members whose role sees all the company's orders, and its buyer while a member; anyone outside
 * the company, an ex-member included, 404; a colleague whose role sees only their own, 403.
 */
async function assertMayRead(db: Db | Tx, caller: Principal, quote: QuoteRow): Promise<void> {
  if (caller.role === "admin") return;
  if (!quote.companyId) {
    if (quote.userId !== caller.userId) throw notFound("Quote");
    return;
  }
  const membership = await membershipOf(db, caller.userId);
  if (!membership || membership.companyId !== quote.companyId) throw notFound("Quote");
  if (quote.userId !== caller.userId) requireRight(membership, "seeAllOrders", "see the company's quotes");
}

/** The quote, if the caller may see it (assertMayRead). */
export async function quoteFor(db: Db | Tx, caller: Principal, id: string): Promise<QuoteRow> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  if (!quote) throw notFound("Quote");
  await assertMayRead(db, caller, quote);
  return quote;
}

/**
 * The office's answer to a requested quote: an offer (unit price, valid until a day between
 * today and QUOTE_MAX_VALID_DAYS ahead) or a refusal with its reason. The status test in the
 * update makes two answers racing each other safe: one wins, the other gets 409.
 */
export async function answerQuote(
  db: Db,
  shop: ShopSettings,
  admin: Principal,
  id: string,
  body: z.output<typeof answerQuoteBodySchema>,
  now = new Date(),
  then?: InTransaction<QuoteRow>,
): Promise<QuoteRow> {
  const today = utcDay(now);
  return db.transaction(async (tx) => {
    const current = await quoteFor(tx, admin, id);
    let changes: Partial<QuoteRow>;
    if (body.action === "offer") {
      if (body.validUntil < today || body.validUntil > addDays(today, QUOTE_MAX_VALID_DAYS)) {
        const message = quoteMessages.validUntilRange(QUOTE_MAX_VALID_DAYS);
        throw badRequest(message, [{ path: "body.validUntil", message }]);
      }
      // Issue 35: a cart's quote is priced line by line, a one-tool quote by its unit price.
      const prices = await offeredPrices(tx, current, body);
      const freightCents = body.freight === undefined ? null : dollarsToCents(body.freight);
      const totalCents = prices.reduce((sum, price) => sum + price.unitPriceCents * price.quantity, 0) + (freightCents ?? 0);
      if (totalCents > MAX_ORDER_CENTS) {
        const message = paymentRefusals.quoteTooLarge;
        throw badRequest(message, [{ path: isCartQuote(current) ? "body.lines" : "body.unitPrice", message: paymentRefusals.costAtMostInAll(`$${MAX_ORDER_CENTS / 100}`) }]);
      }
      for (const price of prices) if (price.lineId) await tx.update(quoteLines).set({ unitPriceCents: price.unitPriceCents }).where(eq(quoteLines.id, price.lineId));
      const unitPriceCents = prices[0]?.unitPriceCents ?? 0;
      changes = { status: "offered", unitPriceCents, validUntil: body.validUntil, freightCents, offeredTotalCents: isCartQuote(current) || freightCents !== null ? totalCents : null };
    } else {
      changes = { status: "declined", declineReason: body.reason };
    }
    const [answered] = await tx
      .update(quotes)
      .set({ ...changes, answeredAt: now, answeredBy: admin.userId })
      .where(and(eq(quotes.id, id), eq(quotes.status, "requested")))
      .returning();
    if (!answered) throw conflict(quoteMessages.alreadyAnswered);
    await enqueueQuoteAnsweredEmail(tx, shop, answered);
    await then?.(tx, answered);
    return answered;
  });
}

/**
 * The unit price offered for each line: a cart's quote needs one per line, in its order (400
 * naming `body.lines`); a one-tool quote its `unitPrice` (or a single line's).
 */
async function offeredPrices(
  tx: Tx,
  quote: QuoteRow,
  body: Extract<z.output<typeof answerQuoteBodySchema>, { action: "offer" }>,
): Promise<{ lineId: string | null; quantity: number; unitPriceCents: number }[]> {
  if (!isCartQuote(quote)) {
    const unitPrice = body.unitPrice ?? (body.lines?.length === 1 ? body.lines[0]?.unitPrice : undefined);
    if (unitPrice === undefined) {
      const message = stateRefusals.isRequired(quoteLabels.unitPrice);
      throw badRequest(message, [{ path: "body.unitPrice", message }]);
    }
    return [{ lineId: null, quantity: quote.quantity, unitPriceCents: dollarsToCents(unitPrice) }];
  }
  const lines = await tx.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
  if (body.lines?.length !== lines.length) {
    const message = stateRefusals.unitPriceEachLine(lines.length);
    throw badRequest(message, [{ path: "body.lines", message }]);
  }
  return lines.map((line, i) => ({ lineId: line.id, quantity: line.quantity, unitPriceCents: dollarsToCents(body.lines?.[i]?.unitPrice ?? 0) }));
}

/** What an offered quote becomes: its lines at the quoted prices, the freight offered and where it goes (issue 35). */
export interface QuotedOrder {
  lines: LineRequest[];
  freightCents: number | null;
  destination: { country?: string; postalCode?: string; companyAddressId?: string };
}

/**
 * The order line an offered quote becomes, at the quoted price, or why it cannot: not the
 * buyer's, not offered, used, past its day, or its tool gone. Accepting and the checkout's
 * preview of the bill (issue 21) ask the same. Only the buyer who asked accepts, also a company's
 * quote: the order is theirs (their limits, their payment), and it goes to the company, which
 * the buyer must still belong to (assertMayRead: 404 once they left).
 */
async function offeredLines(db: Db | Tx, quote: QuoteRow | undefined, buyer: Principal, now: Date): Promise<QuotedOrder> {
  if (!quote) throw notFound("Quote");
  await assertMayRead(db, buyer, quote);
  if (quote.userId !== buyer.userId) throw forbidden(roleMessages.buyerAccepts);
  if (quote.status === "accepted") throw conflict(quoteMessages.used);
  if (quote.status !== "offered" || quote.unitPriceCents === null || quote.validUntil === null) throw conflict(quoteMessages.notOffered);
  if (quote.validUntil < utcDay(now)) throw conflict(quoteMessages.expired);
  if (!quote.toolId) throw conflict(stateRefusals.toolGone);
  const lines = orderLinesOf(quote, await linesOfQuote(db, quote));
  if (!lines) throw conflict(stateRefusals.toolGone);
  // The quote's destination is what the office priced its freight for: the order goes there.
  const destination = {
    ...(quote.companyAddressId ? { companyAddressId: quote.companyAddressId } : {}),
    ...(quote.country && !quote.companyAddressId ? { country: quote.country } : {}),
    ...(quote.postalCode && !quote.companyAddressId ? { postalCode: quote.postalCode } : {}),
  };
  return { lines, freightCents: quote.freightCents, destination };
}

/** The lines of an offered quote, for the bill shown before it is accepted. */
export async function offeredQuote(db: Db, buyer: Principal, id: string, now = new Date()): Promise<QuotedOrder> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return offeredLines(db, quote, buyer, now);
}

/** What accepting a quote asks of the buyer: the order's shipping fields and purchase details. */
export type QuoteAcceptance = Omit<NewOrder, "lines">;

/**
 * The buyer accepts an offered quote: in one transaction the quote row is locked (`FOR UPDATE`,
 * so two accepts take turns and the second sees it accepted), checked (offered, not past its
 * day), turned into an order at the quoted price by the orders module, and marked accepted with
 * that order. If the order is refused (the stock is short) everything rolls back and the quote
 * stays offered.
 */
export async function acceptQuote(
  db: Db,
  buyer: Principal,
  id: string,
  acceptance: QuoteAcceptance,
  rules: OrderRules,
  shop: ShopSettings,
  vatLookup: VatLookup,
  now = new Date(),
  then?: InTransaction<OrderRow>,
): Promise<OrderRow> {
  const vat = await buyerVat(db, buyer.userId, vatLookup);
  return db.transaction(async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    const quoted = await offeredLines(tx, quote, buyer, now);
    const order = await placeOrderIn(
      tx,
      buyer,
      { ...acceptance, ...quoted.destination, lines: quoted.lines, ...(quoted.freightCents !== null ? { quotedFreightCents: quoted.freightCents } : {}) },
      rules,
      shop,
      vat,
      now,
    );
    // Placing read the buyer's company again under the lock of their member row: a company's
    // quote becomes an order of that company only, even if the buyer left in between.
    if (quote?.companyId && order.companyId !== quote.companyId) throw notFound("Quote");
    await tx.update(quotes).set({ status: "accepted", orderId: order.id }).where(eq(quotes.id, id));
    await then?.(tx, order);
    return order;
  });
}

/** An offer is recalled to its buyer when its last day is at most this many days away (today counts as 0). */
export const QUOTE_REMINDER_DAYS_BEFORE = 1;
/** ...and not before the offer itself is this old, so an offer made for a day or two is not followed at once by its reminder. */
const QUOTE_REMINDER_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** How many reminders one sweep queues; the next sweep takes the rest. */
const QUOTE_REMINDER_BATCH = 200;

/** The offers due a reminder at `now` (see remindEndingOffers); a query of its own so a test can read its plan. */
export function endingOffersQuery(db: Db | Tx, now: Date) {
  const today = utcDay(now);
  return db
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.status, "offered"),
        gte(quotes.validUntil, today),
        lte(quotes.validUntil, addDays(today, QUOTE_REMINDER_DAYS_BEFORE)),
        lt(quotes.answeredAt, new Date(now.getTime() - QUOTE_REMINDER_MIN_AGE_MS)),
        notExists(db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.eventKey, sql`${QUOTE_REMINDER_KEY_PREFIX} || ${quotes.id}::text`))),
      ),
    )
    .limit(QUOTE_REMINDER_BATCH);
}

/**
 * Offers whose last day is today or tomorrow, made more than a day ago and not yet reminded of:
 * each buyer is mailed once (the outbox's event key). Run by the sweep; read through
 * `quotes_status_valid_until_idx`, so offers that ended long ago cost nothing.
 */
export async function remindEndingOffers(db: Db, shop: ShopSettings, now: Date): Promise<number> {
  let queued = 0;
  for (const quote of await endingOffersQuery(db, now)) if (await enqueueQuoteReminderEmail(db, shop, quote)) queued += 1;
  return queued;
}
