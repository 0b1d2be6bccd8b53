import { billLabels, binMessage, businessDetailsSchema, formatCents, creditNoteLabel, documentLabels, invoiceLabel, ledgerAccounts, ledgerColumns, monthlyReportSchema, mushakLabels, placeOrderResponseSchema, refundOrderResponseSchema, toolSchema, type Order } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDetails, companies, creditNotes, emailOutbox, invoices, orderLines, orders, profiles, shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { companyBody, companyRows, newCompany } from "./companies";
import { expectFieldErrors, rowsOf } from "./expect-error";
import { parseCsv } from "./csv";
import { pdfText } from "./pdf";
import { creditedBy, draftCreditNote, issueCreditNote } from "../src/modules/orders/credit-notes";

/**
 * Issue 36 item 5: a Bangladesh seller's domestic sale. A tool may carry a supplementary duty
 * (SD); VAT is on the value with the duty; the invoice is the prescribed Mushak-6.3 and its
 * credit note a Mushak-6.7, read back as text from the PDFs; a Bangladesh buyer's VAT ID is its
 * 13-digit BIN. An export from Bangladesh keeps the export invoice and pays no duty.
 */

const BD_SHOP = { SHOP_NAME: "Bogura Tiller Works Ltd", SHOP_ADDRESS: "Plot 9, BSCIC Estate, Bogura 5800", SHOP_VAT_ID: "000111222-0101", SHOP_CURRENCY: "BDT", SHOP_TIMEZONE: "Asia/Dhaka" };
const LIMITS = { MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000" };

let t: TestApp;
let admin: SignedIn;
let tiller: string;
let rake: string;

/** The cells of one printed row, in order: each is drawn on its own, so the text has them one after the other. */
const row = (...cells: string[]) => cells.join("\n");
/** An amount as the Mushak tables print it: no currency (the document names it once). */
const tk = (cents: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

async function addTool(payload: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/api/tools", headers: admin.auth, payload: { img: "/images/tools/garden-hoe.svg", description: "For the Mushak tests.", minimumOrderQuantity: 1, availableQuantity: 10_000, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return toolSchema.parse(response.json<{ tool: unknown }>().tool)._id;
}

async function placeAndPay(buyer: SignedIn, payload: Record<string, unknown>): Promise<Order> {
  const response = await t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload: { name: "Karim Rahman", phone: "01711000000", ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  const order = placeOrderResponseSchema.parse(response.json()).order;
  await payByTestCard(t.app, buyer, order._id);
  return order;
}

const pdf = async (url: string, who: SignedIn) => {
  const response = await t.app.inject({ url, headers: who.auth });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ADMIN_ENV, ...LIMITS, ...BD_SHOP } });
  admin = await signInAdmin(t);
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Freight", estimate: "5 days", kind: "flat", flatCents: 2_500, position: 0 });
  await db.insert(taxRates).values([
    { country: "BD", name: "VAT", rateMillis: 15_000 },
    { country: "DE", name: "VAT", rateMillis: 19_000 },
  ]);
  // Tk 1,000.00 with SD 10 %; Tk 3.33 with none (left out: 0).
  tiller = await addTool({ name: "Docs Tiller", sku: "MU-TILL-1", price: 1_000, sdRate: 10 });
  rake = await addTool({ name: "Docs Rake", sku: "MU-RAKE-1", price: 3.33 });
});

afterAll(async () => {
  await t.close();
});

describe("a tool's supplementary duty (sdRate)", () => {
  it("is taken by POST and PATCH /api/tools as a percent (0 to 500, three decimals), answered, and defaults to 0", async () => {
    const answer = async (id: string) => toolSchema.parse((await t.app.inject({ url: `/api/tools/${id}`, headers: admin.auth })).json());
    expect((await answer(tiller)).sdRate).toBe(10);
    expect((await answer(rake)).sdRate).toBe(0);
    const id = await addTool({ name: "Docs Sprayer", price: 50, sdRate: "12.5" });
    const patched = await t.app.inject({ method: "PATCH", url: `/api/tools/${id}`, headers: admin.auth, payload: { sdRate: 20.125 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await answer(id)).sdRate).toBe(20.125);
    const [kept] = await t.database.db.select().from(tools).where(eq(tools.id, id));
    expect(kept?.sdRateMillis).toBe(20_125);
    for (const sdRate of [500.001, -1, 1.0005, "ten"]) {
      expectFieldErrors(await t.app.inject({ method: "PATCH", url: `/api/tools/${id}`, headers: admin.auth, payload: { sdRate } }), ["body.sdRate"]);
    }
    // Refused, nothing changed.
    expect((await t.database.db.select().from(tools).where(eq(tools.id, id)))[0]).toEqual(kept);
  });
});

describe("a Bangladesh seller's domestic sale (BDT, Asia/Dhaka, prices without tax)", () => {
  it("charges SD on the value and VAT on the value with SD; invoices on Mushak-6.3 with the time of issue, both BINs and each line's SD and VAT; its Mushak-6.7 gives back SD and VAT, and the last note exactly what is left", async () => {
    const db = t.database.db;
    const buyer = await signUp(t.app, { name: "Karim Rahman" });
    await db.insert(businessDetails).values({ userId: buyer.uid, companyName: "Rahman Agro Ltd", vatId: "0044556670202", country: "BD" });
    const order = await placeAndPay(buyer, {
      address: "House 4, Road 7, Dhanmondi",
      country: "BD",
      postalCode: "1205",
      items: [
        { productId: tiller, quantity: 2 },
        { productId: rake, quantity: 3 },
      ],
    });
    // 2 tillers: value 2,000.00, SD 10 % 200.00; 3 rakes: 9.99, no SD; freight 25.00.
    // VAT 15 % once on 2,200.00 + 9.99 + 25.00 = 2,234.99: 335.2485, 335.25. Total 2,570.24.
    expect(order.bill).toMatchObject({ treatment: "domestic", net: 2_234.99, sd: 200, tax: 335.25, total: 2_570.24 });
    expect(order.price).toBe(2_570.24);
    expect(order.items?.[0]).toMatchObject({ sdRate: 10, sd: 200, net: 2_200 });
    expect(order.items?.[1]).not.toHaveProperty("sd");
    // The placing email says the duty before the net it is part of.
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-placed:${order._id}`));
    expect(mail?.textBody).toContain(`${billLabels.supplementaryDuty}: ${formatCents(20_000, "BDT")}\n${billLabels.net}: ${formatCents(223_499, "BDT")}`);

    // Issued at 20:30 UTC on 31 March: 02:30 on 1 April in Dhaka.
    const issuedAt = new Date("2026-03-31T20:30:00Z");
    await db.update(invoices).set({ issuedAt }).where(eq(invoices.orderId, order._id));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order._id));
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(asc(orderLines.position));
    const [stored] = await db.select().from(orders).where(eq(orders.id, order._id));
    const [tillerLine, rakeLine] = lines;
    if (!invoice || !tillerLine || !rakeLine || !stored) throw new Error("no invoice or lines");
    expect(stored).toMatchObject({ sdCents: 20_000, netCents: 223_499, taxCents: 33_525, priceCents: 257_024 });
    expect(tillerLine).toMatchObject({ sdRateMillis: 10_000, sdCents: 20_000, netCents: 220_000 });
    expect(rakeLine).toMatchObject({ sdRateMillis: 0, sdCents: 0, netCents: 999 });
    const shippingVat = stored.shippingTaxCents;
    expect(tillerLine.taxCents + rakeLine.taxCents + shippingVat).toBe(33_525);

    const text = await pdf(`/api/orders/${order._id}/invoice.pdf`, buyer);
    for (const words of [
      mushakLabels.form63,
      mushakLabels.taxInvoice,
      `${mushakLabels.supplier}: ${BD_SHOP.SHOP_NAME}`,
      `${mushakLabels.supplierBin}: ${BD_SHOP.SHOP_VAT_ID}`,
      `${mushakLabels.supplierAddress}: ${BD_SHOP.SHOP_ADDRESS}`,
      `${mushakLabels.buyer}: Rahman Agro Ltd, Karim Rahman`,
      `${mushakLabels.buyerBin}: 0044556670202`,
      `${mushakLabels.buyerAddress}: House 4, Road 7, Dhanmondi, 1205 Bangladesh`,
      `${mushakLabels.destination}: Karim Rahman, House 4, Road 7, Dhanmondi, 1205 Bangladesh`,
      `${mushakLabels.invoiceNumber}: ${invoiceLabel(invoice.number)}`,
      `${mushakLabels.issuedOn}: 2026-04-01`,
      `${mushakLabels.issuedAt}: 02:30 (Asia/Dhaka)`,
      // Sl, description, unit, quantity, unit price, value, SD rate, SD, VAT rate, VAT, value with all taxes.
      row("1", "Docs Tiller", "pcs", "2", "1,000.00", "2,000.00", "10%", "200.00", "15%", tk(tillerLine.taxCents), tk(220_000 + tillerLine.taxCents)),
      row("2", "Docs Rake", "pcs", "3", "3.33", "9.99", "0%", "0.00", "15%", tk(rakeLine.taxCents), tk(999 + rakeLine.taxCents)),
      row("3", "Delivery: Freight", "", "1", "25.00", "25.00", "0%", "0.00", "15%", tk(shippingVat), tk(2_500 + shippingVat)),
      row(mushakLabels.totals, "2,034.99", "200.00", "335.25", "2,570.24"),
      mushakLabels.amountsIn("BDT"),
    ]) {
      expect(text).toContain(words);
    }
    // Not the EU-style invoice any more.
    expect(text).not.toContain(documentLabels.dateOfSupply);

    // One tiller back: value 1,000.00, SD 100.00, VAT 15 % of 1,100.00 = 165.00.
    const refund = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: "POST", url: `/api/orders/${order._id}/refund`, headers: admin.auth, payload });
      expect(response.statusCode, response.body).toBe(200);
      return refundOrderResponseSchema.parse(response.json()).creditNote;
    };
    const first = await refund({ lines: [{ position: 0, quantity: 1 }], reason: "one arrived bent" });
    await db.update(creditNotes).set({ issuedAt: new Date("2026-04-02T04:05:00Z") }).where(eq(creditNotes.number, first.number));
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.number, first.number));
    expect(note).toMatchObject({ netCents: 110_000, sdCents: 10_000, taxCents: 16_500, totalCents: 126_500 });
    expect(note?.lines).toEqual([expect.objectContaining({ quantity: 1, netCents: 110_000, sdCents: 10_000, taxCents: 16_500 })]);
    const noteText = await pdf(`/api/orders/${order._id}/credit-notes/${first.number}.pdf`, buyer);
    for (const words of [
      mushakLabels.form67,
      mushakLabels.creditNote,
      `${mushakLabels.creditNoteNumber}: ${creditNoteLabel(first.number)}`,
      `${mushakLabels.issuedOn}: 2026-04-02`,
      `${mushakLabels.issuedAt}: 10:05 (Asia/Dhaka)`,
      mushakLabels.corrects(invoiceLabel(invoice.number), "2026-04-01"),
      `${mushakLabels.supplierBin}: ${BD_SHOP.SHOP_VAT_ID}`,
      `${mushakLabels.buyerBin}: 0044556670202`,
      row("1", "Docs Tiller", "pcs", "1", "1,000.00", "1,000.00", "10%", "100.00", "15%", "165.00", "1,265.00"),
      row(mushakLabels.totals, "1,000.00", "100.00", "165.00", "1,265.00"),
      `${mushakLabels.reason}: one arrived bent`,
    ]) {
      expect(noteText).toContain(words);
    }

    // The rest: the notes give back exactly the SD, VAT and money charged.
    await refund({ reason: "cancelled by the buyer" });
    const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    const sum = (pick: (n: (typeof notes)[number]) => number) => notes.reduce((total, n) => total + pick(n), 0);
    expect({ sd: sum((n) => n.sdCents), tax: sum((n) => n.taxCents), total: sum((n) => n.totalCents) }).toEqual({ sd: 20_000, tax: 33_525, total: 257_024 });

    // The ledger books the duty as owed to the state, not as sales: the invoice (1 April in Dhaka)
    // credits 2,034.99 to sales, 200.00 to the duty and 335.25 to VAT; its note gives its share back.
    const response = await t.app.inject({ url: "/api/reports/ledger.csv?from=2026-04&to=2026-04", headers: admin.auth });
    expect(response.statusCode, response.body).toBe(200);
    const [head = [], ...records] = parseCsv(response.body);
    const at = (name: string) => head.indexOf(name);
    const entries = (number: string) =>
      records.filter((cells) => cells[at(ledgerColumns.number)] === number && cells[at(ledgerColumns.type)] !== "payment" && cells[at(ledgerColumns.type)] !== "refund").map((cells) => [cells[at(ledgerColumns.account)], cells[at(ledgerColumns.debit)], cells[at(ledgerColumns.credit)]]);
    expect(entries(invoiceLabel(invoice.number))).toEqual([
      [ledgerAccounts.receivable, "2570.24", ""],
      [ledgerAccounts.revenue, "", "2034.99"],
      [ledgerAccounts.supplementaryDuty, "", "200.00"],
      [ledgerAccounts.tax, "", "335.25"],
    ]);
    // April's note (one tiller: value 1,000.00, SD 100.00, VAT 165.00); the closing one is this month's.
    const given = entries(creditNoteLabel(first.number));
    const debited = (account: string) => given.filter((cells) => cells[0] === account).reduce((total, cells) => total + Math.round(Number(cells[1] || 0) * 100), 0);
    const credited = given.filter((cells) => cells[0] === ledgerAccounts.receivable).reduce((total, cells) => total + Math.round(Number(cells[2] || 0) * 100), 0);
    expect([debited(ledgerAccounts.revenue), debited(ledgerAccounts.supplementaryDuty), debited(ledgerAccounts.tax), credited]).toEqual([100_000, 10_000, 16_500, 126_500]);
    // The monthly report names the duty inside the net, and what April's note gave back of it.
    const report = monthlyReportSchema.parse((await t.app.inject({ url: "/api/reports/monthly?from=2026-04&to=2026-04", headers: admin.auth })).json());
    expect(report.totals).toEqual([expect.objectContaining({ currency: "BDT", supplementaryDuty: 200, refundedSupplementaryDuty: 100 })]);
  });

  it("gives back SD in proportion with an amount refunded without goods (at the provider), and its 6.7 prints one row of what it reduces", async () => {
    const db = t.database.db;
    const buyer = await signUp(t.app, { name: "Rina Akter" });
    const order = await placeAndPay(buyer, { name: "Rina Akter", address: "Sherpur Road 2, Bogura", country: "BD", postalCode: "5800", items: [{ productId: tiller, quantity: 1 }] });
    // Value 1,000.00, SD 100.00, freight 25.00; VAT 15 % of 1,125.00 = 168.75; total 1,293.75.
    expect(order.bill).toMatchObject({ net: 1_125, sd: 100, tax: 168.75, total: 1_293.75 });
    // As Stripe's charge.refunded issues it (refund.ts): the pure draft, then the note, in one transaction.
    const note = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order._id));
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order._id));
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order._id)).orderBy(asc(orderLines.position));
      if (!row) throw new Error("no order");
      return issueCreditNote(tx, row, invoice, draftCreditNote(row, lines, creditedBy([]), { kind: "amount", amountCents: 64_688 }), "goodwill", new Date());
    });
    // 646.88 = net 562.50 (of which SD 562.50 × 100 ÷ 1,125 = 50.00) + VAT 84.38.
    expect(note).toMatchObject({ netCents: 56_250, sdCents: 5_000, taxCents: 8_438, totalCents: 64_688, lines: [] });
    const text = await pdf(`/api/orders/${order._id}/credit-notes/${note.number}.pdf`, buyer);
    expect(text).toContain(mushakLabels.form67);
    expect(text).toContain(row("1", mushakLabels.valueBack, "", "", "", "512.50", "", "50.00", "", "84.38", "646.88"));
    expect(text).toContain(row(mushakLabels.totals, "512.50", "50.00", "84.38", "646.88"));
  });

  it("charges no SD on an export, and keeps the export invoice", async () => {
    const buyer = await signUp(t.app, { name: "Jonas Weber" });
    const order = await placeAndPay(buyer, { name: "Jonas Weber", address: "Feldstraße 3", country: "DE", postalCode: "10115", items: [{ productId: tiller, quantity: 1 }] });
    expect(order.bill).toMatchObject({ treatment: "export", net: 1_025, tax: 0, total: 1_025 });
    expect(order.bill).not.toHaveProperty("sd");
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    const text = await pdf(`/api/orders/${order._id}/invoice.pdf`, buyer);
    expect(text).toContain(documentLabels.invoice(invoiceLabel(invoice?.number ?? 0)));
    expect(text).not.toContain(mushakLabels.form63);
  });
});

describe("a Bangladesh buyer's BIN", () => {
  it("refuses business details in Bangladesh whose VAT ID is no 13-digit BIN, on the field, and changes nothing", async () => {
    const buyer = await signUp(t.app, { name: "Selim Hossain" });
    const put = (vatId: string) => t.app.inject({ method: "PUT", url: "/api/profile/business", headers: buyer.auth, payload: { companyName: "Hossain Farms Ltd", vatId, shippingCountry: "BD" } });
    const saved = await put("007788990-0101");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(businessDetailsSchema.parse(saved.json()).vatId).toBe("0077889900101");
    const before = await rowsOf(t, businessDetails);
    const refused = expectFieldErrors(await put("BD-123456789"), ["body.vatId"]);
    expect(refused.error.fields?.find((field) => field.path === "body.vatId")?.message).toBe(binMessage);
    expect(await rowsOf(t, businessDetails)).toEqual(before);
  });

  it("refuses it through the profile's forms too, on the details as they would be saved, and changes nothing", async () => {
    const buyer = await signUp(t.app, { name: "Nasrin Begum" });
    const saved = await t.app.inject({ method: "PUT", url: "/api/profile/business", headers: buyer.auth, payload: { companyName: "Begum Seeds", vatId: "007788990-0102", shippingCountry: "BD" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = { img: "https://example.com/me.png", country: "Bangladesh", email: buyer.email, number: "01712345678", linkedinProfile: "https://www.linkedin.com/in/someone", education: "BSc" };
    const before = await Promise.all([rowsOf(t, businessDetails), rowsOf(t, profiles)]);
    // The country left out keeps Bangladesh: a 9-digit ID is refused, the new profile with it.
    for (const request of [
      { method: "POST" as const, url: "/api/profile", payload: { ...profile, vatId: "123456789" } },
      { method: "PUT" as const, url: `/api/profile/${buyer.email}`, payload: { ...profile, vatId: "BD-12345" } },
    ]) {
      expect(expectFieldErrors(await t.app.inject({ ...request, headers: buyer.auth }), ["body.vatId"]).error.message).toBe(binMessage);
    }
    expect(await Promise.all([rowsOf(t, businessDetails), rowsOf(t, profiles)])).toEqual(before);
  });

  it("refuses a company in Bangladesh whose VAT ID is no BIN, founding or editing it, and changes nothing", async () => {
    const founder = await signUp(t.app, { name: "Company Admin" });
    const before = await companyRows(t);
    const refused = await t.app.inject({ method: "POST", url: "/api/companies", headers: founder.auth, payload: companyBody({ vatId: "12345678" }) });
    expect(expectFieldErrors(refused, ["body.vatId"]).error.message).toBe(binMessage);
    expect(await companyRows(t)).toEqual(before);

    const { company, admin: companyAdmin } = await newCompany(t, founder, { vatId: "004512789-0101" });
    expect(company.vatId).toBe("0045127890101");
    const kept = await companyRows(t);
    expectFieldErrors(await t.app.inject({ method: "PATCH", url: `/api/companies/${company._id}`, headers: companyAdmin.auth, payload: { vatId: "BD 1234" } }), ["body.vatId"]);
    expect(await companyRows(t)).toEqual(kept);
    const [row0] = await t.database.db.select({ vatId: companies.vatId }).from(companies).where(eq(companies.id, company._id));
    expect(row0?.vatId).toBe("0045127890101");
  });
});
