import {
  creditNoteLabel,
  dayIn,
  documentLabels,
  exportReference,
  formatCents,
  formatUnitCents,
  invoiceLabel,
  legalNotes,
  mushakLabels,
  orderNumber,
  orderDetailSchema,
  placeOrderResponseSchema,
  refundOrderResponseSchema,
  roundHalfUp,
  type Order,
} from "@shop/contract";
import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSettings, businessDetails, creditNotes, emailOutbox, invoices, orderEvents, orderLines, orders, shippingMethods, shippingZones, taxRates, tools } from "../src/db/schema";
import { createTestApp, payByTestCard, signInAdmin, signUp, TEST_ADMIN_ENV, type SignedIn, type TestApp } from "./app";
import { pdfText } from "./pdf";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { fitWidth, RIGHT } from "../src/modules/orders/pdf";
import { startViesStandIn } from "./stand-in";

/** A long line as the PDF prints it: wrapped within the right margin by the font's widths (issue 35). */
async function wrapped(text: string): Promise<string> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  return fitWidth(text, font, 10, RIGHT - 50).join("\n");
}

/**
 * Issue 25 item 4: the invoice and the credit note as an auditor reads them (art. 226 of
 * Directive 2006/112/EC), read back as text from the PDFs, for a domestic sale, an intra-EU
 * supply, an export, and a partial refund of each. Two shops: a BD seller in USD and a DE
 * seller in EUR. The DE shop is started last, so the shop currency set at start is EUR while
 * the BD documents must still print their orders' dollars.
 */

const BD_SHOP = { SHOP_NAME: "Dhaka Tool Works Ltd", SHOP_ADDRESS: "12 Mill Road, Tejgaon, Dhaka 1208", SHOP_VAT_ID: "000111222-0101", SHOP_TIMEZONE: "Asia/Dhaka" };
const DE_SHOP = { SHOP_NAME: "Pflug & Egge GmbH", SHOP_ADDRESS: "Ackerweg 5, 10115 Berlin", SHOP_VAT_ID: "DE111111111", SHOP_COUNTRY: "DE", SHOP_CURRENCY: "EUR", SHOP_TIMEZONE: "Europe/Berlin" };
const LIMITS = { MAX_UNPAID_ORDERS: "1000", MAX_HELD_VALUE: "1000000" };

interface Shop {
  t: TestApp;
  admin: SignedIn;
  hoe: string;
  rake: string;
}

/** A shop that ships everywhere by freight at a flat 25.00, with two tools and the given rates. */
async function openShop(env: Record<string, string>, rates: { country: string; rateMillis: number }[]): Promise<Shop> {
  const t = await createTestApp({ seed: false, env: { ...TEST_ADMIN_ENV, ...LIMITS, ...env } });
  const db = t.database.db;
  const [zone] = await db.insert(shippingZones).values({ name: "Everywhere", everywhereElse: true, position: 0 }).returning();
  if (!zone) throw new Error("no zone");
  await db.insert(shippingMethods).values({ zoneId: zone.id, name: "Freight", estimate: "5 days", kind: "flat", flatCents: 2_500, position: 0 });
  await db.insert(taxRates).values(rates.map((rate) => ({ ...rate, name: "VAT" })));
  const add = async (name: string, sku: string, priceCents: number) => {
    const [tool] = await db
      .insert(tools)
      .values({ name, sku, description: "For the document tests.", img: "/images/tools/garden-hoe.svg", minimumOrderQuantity: 1, availableQuantity: 100_000, priceCents })
      .returning();
    if (!tool) throw new Error("no tool");
    return tool.id;
  };
  return { t, admin: await signInAdmin(t), hoe: await add("Docs Hoe", "DOC-HOE-1", 1_005), rake: await add("Docs Rake", "DOC-RAKE-1", 333) };
}

async function buyerWith(shop: Shop, name: string, business: { companyName: string; vatId: string; billingAddress?: string }): Promise<SignedIn> {
  const buyer = await signUp(shop.t.app, { name });
  await shop.t.database.db.insert(businessDetails).values({ userId: buyer.uid, ...business });
  return buyer;
}

async function placeAndPay(shop: Shop, buyer: SignedIn, payload: Record<string, unknown>): Promise<Order> {
  const response = await shop.t.app.inject({ method: "POST", url: "/api/orders", headers: buyer.auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  const order = placeOrderResponseSchema.parse(response.json()).order;
  await payByTestCard(shop.t.app, buyer, order._id);
  return order;
}

async function partlyRefunded(shop: Shop, orderId: string) {
  const response = await shop.t.app.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: shop.admin.auth, payload: { lines: [{ position: 0, quantity: 1 }], reason: "one arrived bent" } });
  expect(response.statusCode, response.body).toBe(200);
  const note = refundOrderResponseSchema.parse(response.json()).creditNote;
  // The order's history names the amount in the order's currency too, whatever the shop's is today.
  const [event] = await shop.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.at)).limit(1);
  const [order] = await shop.t.database.db.select().from(orders).where(eq(orders.id, orderId));
  expect(event?.note).toContain(`partly refunded ${formatCents(Math.round(note.total * 100), order?.currency)}`);
  return note;
}

const stored = async (shop: Shop, orderId: string) => {
  const db = shop.t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
  const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.number));
  if (!order || !invoice) throw new Error("no order or invoice");
  return { order, invoice, lines, notes };
};

const invoiceText = async (shop: Shop, orderId: string, who: SignedIn) => {
  const response = await shop.t.app.inject({ url: `/api/orders/${orderId}/invoice.pdf`, headers: who.auth });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};
const creditNoteText = async (shop: Shop, orderId: string, number: number, who: SignedIn) => {
  const response = await shop.t.app.inject({ url: `/api/orders/${orderId}/credit-notes/${number}.pdf`, headers: who.auth });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};

/** The cells of one printed row, in order: each is drawn on its own, so the text has them one after the other. */
const row = (...cells: string[]) => cells.join("\n");

/** Issue 36: amounts as the Mushak tables print them (no currency), and a unit price to four decimals where it is not a whole cent. */
const plain = (cents: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const plainUnit = (cents: number, quantity: number) =>
  cents % quantity === 0 ? plain(cents / quantity) : new Intl.NumberFormat("en-US", { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(cents / quantity / 100);

/** The tax of a rate's net, rounded once half up: the check an auditor makes on each printed rate. */
const taxOf = (netCents: number, rateMillis: number) => roundHalfUp(netCents * rateMillis, 100_000);

let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let bd: Shop;
let de: Shop;

beforeAll(async () => {
  vies = await startViesStandIn(() => true, "FERME DU NORD SARL");
  bd = await openShop(BD_SHOP, [
    { country: "BD", rateMillis: 15_000 },
    { country: "DE", rateMillis: 19_000 },
  ]);
  de = await openShop({ ...DE_SHOP, VAT_LOOKUP_URL: vies.url }, [
    { country: "DE", rateMillis: 19_000 },
    { country: "FR", rateMillis: 20_000 },
  ]);
});
afterAll(async () => {
  await bd.t.close();
  await de.t.close();
  await vies.close();
});

describe("a domestic sale (BD shop, prices with tax, USD, Asia/Dhaka)", () => {
  it("invoices on Mushak-6.3 (issue 36): supplier and buyer as the order kept them with their BINs, net lines with unit prices to 4 decimals, the date and time of issue; its Mushak-6.7 names the 6.3 it corrects", async () => {
    const db = bd.t.database.db;
    await db.insert(billingSettings).values({ id: 1, pricesIncludeTax: true }).onConflictDoUpdate({ target: billingSettings.id, set: { pricesIncludeTax: true } });
    const buyer = await buyerWith(bd, "Karim Rahman", { companyName: "Rahman Agro Ltd", vatId: "004455667-0202" });
    let order: Order;
    try {
      order = await placeAndPay(bd, buyer, {
        name: "Karim Rahman",
        phone: "01711000000",
        address: "House 4, Road 7, Dhanmondi",
        country: "BD",
        postalCode: "1205",
        items: [
          { productId: bd.hoe, quantity: 7 },
          { productId: bd.rake, quantity: 3 },
        ],
      });
    } finally {
      await db.update(billingSettings).set({ pricesIncludeTax: false });
    }
    // Paid at 20:30 UTC on 31 March: 1 April in Dhaka. The profile changes after ordering.
    const paidAt = new Date("2026-03-31T20:30:00Z");
    await db.update(orders).set({ paidAt }).where(eq(orders.id, order._id));
    await db.update(invoices).set({ issuedAt: paidAt }).where(eq(invoices.orderId, order._id));
    await db.update(businessDetails).set({ companyName: "Renamed Ltd", vatId: "999999999-0000" }).where(eq(businessDetails.userId, buyer.uid));
    const { order: row0, invoice, lines } = await stored(bd, order._id);
    expect(row0).toMatchObject({ treatment: "domestic", currency: "USD", pricesIncludeTax: true, sellerName: BD_SHOP.SHOP_NAME, buyerCompany: "Rahman Agro Ltd" });
    const [hoeLine, rakeLine] = lines;
    if (!hoeLine || !rakeLine) throw new Error("no lines");
    // 7 hoes at $10.05 with 15 % in them: the net does not divide into whole cents.
    expect(hoeLine.netCents % 7).not.toBe(0);

    // Issue 36: a Bangladesh seller's domestic sale is invoiced on the prescribed Mushak-6.3.
    const text = await invoiceText(bd, order._id, buyer);
    const shipTax = row0.taxCents - hoeLine.taxCents - rakeLine.taxCents;
    for (const words of [
      mushakLabels.form63,
      mushakLabels.taxInvoice,
      // Supplier, as stored on the order: name, address, BIN.
      `${mushakLabels.supplier}: ${BD_SHOP.SHOP_NAME}`,
      `${mushakLabels.supplierAddress}: 12 Mill Road, Tejgaon, Dhaka 1208`,
      `${mushakLabels.supplierBin}: ${BD_SHOP.SHOP_VAT_ID}`,
      // Number, date and time of issue, in the shop's zone.
      `${mushakLabels.invoiceNumber}: ${invoiceLabel(invoice.number)}`,
      `${mushakLabels.issuedOn}: 2026-04-01`,
      `${mushakLabels.issuedAt}: 02:30 (Asia/Dhaka)`,
      // Issue 26: the order number the site and the emails use.
      `${mushakLabels.order}: ${orderNumber(order._id)}`,
      // Buyer: company, name, address with postal code and country, BIN as when ordered.
      `${mushakLabels.buyer}: Rahman Agro Ltd, Karim Rahman`,
      `${mushakLabels.buyerAddress}: House 4, Road 7, Dhanmondi, 1205 Bangladesh`,
      `${mushakLabels.buyerBin}: 0044556670202`,
      // Each line: serial, description, unit, quantity, unit price (4 decimals here), value, SD, VAT, with all taxes; and its SKU.
      row("1", "Docs Hoe", "pcs", "7", plainUnit(hoeLine.netCents, 7), plain(hoeLine.netCents), "0%", "0.00", "15%", plain(hoeLine.taxCents), plain(hoeLine.netCents + hoeLine.taxCents)),
      row("2", "Docs Rake", "pcs", "3", plainUnit(rakeLine.netCents, 3), plain(rakeLine.netCents), "0%", "0.00", "15%", plain(rakeLine.taxCents), plain(rakeLine.netCents + rakeLine.taxCents)),
      "DOC-HOE-1",
      row("3", "Delivery: Freight", "", "1", plain(row0.shippingNetCents), plain(row0.shippingNetCents), "0%", "0.00", "15%", plain(shipTax), plain(row0.shippingNetCents + shipTax)),
      row(mushakLabels.totals, plain(row0.netCents), "0.00", plain(row0.taxCents), plain(row0.priceCents)),
      "Amounts in USD.",
    ]) {
      expect(text).toContain(words);
    }
    expect(formatUnitCents(hoeLine.netCents, 7, "USD")).toMatch(/^\$\d+\.\d{3,4}$/u);
    // One order number: not the id the links carry. No billing address kept: billed to where it goes.
    expect(text).not.toContain(order._id);
    expect(text).not.toContain(documentLabels.deliverTo);
    expect(row0.taxLines).toEqual([{ name: "VAT", rateMillis: 15_000, netCents: row0.netCents, taxCents: taxOf(row0.netCents, 15_000) }]);
    expect(row0.priceCents).toBe(10.05 * 700 + 3.33 * 300 + 2_500);
    for (const gone of ["Renamed Ltd", "999999999-0000", "€"]) expect(text).not.toContain(gone);

    // The seller as the order kept it, whatever the shop's settings say today...
    await db.update(orders).set({ sellerName: "Dhaka Tool Works (as it was)", sellerAddress: "Old Works, Narayanganj", sellerVatId: "000999888-0101" }).where(eq(orders.id, order._id));
    const asKept = await invoiceText(bd, order._id, buyer);
    for (const words of ["Dhaka Tool Works (as it was)", "Old Works, Narayanganj", `${mushakLabels.supplierBin}: 000999888-0101`]) expect(asKept).toContain(words);
    expect(asKept).not.toContain(BD_SHOP.SHOP_VAT_ID);
    // ...and an order from before issue 25, which kept none, takes the settings.
    await db.update(orders).set({ sellerName: null, sellerAddress: null, sellerVatId: null }).where(eq(orders.id, order._id));
    const before = await invoiceText(bd, order._id, buyer);
    for (const words of [BD_SHOP.SHOP_NAME, BD_SHOP.SHOP_ADDRESS, `${mushakLabels.supplierBin}: ${BD_SHOP.SHOP_VAT_ID}`]) expect(before).toContain(words);
    await db.update(orders).set({ sellerName: BD_SHOP.SHOP_NAME, sellerAddress: BD_SHOP.SHOP_ADDRESS, sellerVatId: BD_SHOP.SHOP_VAT_ID }).where(eq(orders.id, order._id));

    const summary = await partlyRefunded(bd, order._id);
    await db.update(creditNotes).set({ issuedAt: new Date("2026-04-02T19:00:00Z") }).where(eq(creditNotes.number, summary.number));
    const [note] = (await stored(bd, order._id)).notes;
    const [given] = note?.lines ?? [];
    if (!note || !given) throw new Error("no credit note");
    // Its credit note is a Mushak-6.7 naming the 6.3 it corrects.
    const noteText = await creditNoteText(bd, order._id, note.number, buyer);
    for (const words of [
      mushakLabels.form67,
      `${mushakLabels.creditNoteNumber}: ${creditNoteLabel(note.number)}`,
      mushakLabels.corrects(invoiceLabel(invoice.number), "2026-04-01"),
      `${mushakLabels.issuedOn}: 2026-04-03`,
      `${mushakLabels.order}: ${orderNumber(order._id)}`,
      `${mushakLabels.supplier}: ${BD_SHOP.SHOP_NAME}`,
      `${mushakLabels.supplierBin}: ${BD_SHOP.SHOP_VAT_ID}`,
      `${mushakLabels.buyer}: Rahman Agro Ltd, Karim Rahman`,
      `${mushakLabels.buyerBin}: 0044556670202`,
      row("1", "Docs Hoe", "pcs", "1", plainUnit(given.netCents, 1), plain(given.netCents), "0%", "0.00", "15%", plain(given.taxCents), plain(given.netCents + given.taxCents)),
      row(mushakLabels.totals, plain(note.netCents), "0.00", plain(note.taxCents), plain(note.totalCents)),
      `${mushakLabels.reason}: one arrived bent`,
    ]) {
      expect(noteText).toContain(words);
    }
    expect(note.taxLines).toEqual([{ name: "VAT", rateMillis: 15_000, netCents: given.netCents, taxCents: given.taxCents }]);
  });
});

describe("a buyer whose business details keep a billing address (issue 26)", () => {
  it("bills the Mushak-6.3 and 6.7 to it, with the delivery destination beside it; one written as the delivery address is billed there", async () => {
    const buyer = await buyerWith(bd, "Selim Hossain", { companyName: "Hossain Farms Ltd", vatId: "007788990-0101", billingAddress: "Accounts office\n7 Station Road, Bogura 5800, Bangladesh" });
    const farm = { name: "Selim Hossain", phone: "01711000001", address: "Char Farm, Sariakandi", country: "BD", postalCode: "5830", items: [{ productId: bd.hoe, quantity: 2 }] };
    const order = await placeAndPay(bd, buyer, farm);
    expect((await stored(bd, order._id)).order.buyerBillingAddress).toBe("Accounts office\n7 Station Road, Bogura 5800, Bangladesh");
    // Changed after ordering: the documents keep what the order kept.
    await bd.t.database.db.update(businessDetails).set({ billingAddress: "Somewhere else" }).where(eq(businessDetails.userId, buyer.uid));
    // Issue 36: a Bangladesh seller's domestic sale is on Mushak-6.3/6.7: the buyer's address is
    // the billing address, and the delivery destination is where the goods went.
    const block = [`${mushakLabels.buyerAddress}: Accounts office, 7 Station Road, Bogura 5800, Bangladesh`, `${mushakLabels.destination}: Selim Hossain, Char Farm, Sariakandi, 5830 Bangladesh`];
    const invoiced = await invoiceText(bd, order._id, buyer);
    for (const words of block) expect(invoiced).toContain(words);
    const note = await partlyRefunded(bd, order._id);
    const noted = await creditNoteText(bd, order._id, note.number, buyer);
    for (const words of block) expect(noted).toContain(words);
    expect(await invoiceText(bd, order._id, buyer)).not.toContain("Somewhere else");

    await bd.t.database.db.update(businessDetails).set({ billingAddress: "char farm sariakandi 5830 Bangladesh" }).where(eq(businessDetails.userId, buyer.uid));
    const same = await placeAndPay(bd, buyer, farm);
    const text = await invoiceText(bd, same._id, buyer);
    expect(text).toContain(`${mushakLabels.buyerAddress}: Char Farm, Sariakandi, 5830 Bangladesh`);
  });
});

describe("an export (BD shop to Germany, prices without tax)", () => {
  it("invoices 0 % with the zero-rating reason, in dollars; after dispatch the date of supply stays the payment's; its credit note carries the same mention", async () => {
    const buyer = await buyerWith(bd, "Jonas Weber", { companyName: "Weber Landtechnik GmbH", vatId: "DE 222 333 444" });
    const order = await placeAndPay(bd, buyer, { name: "Jonas Weber", phone: "030123456", address: "Feldstraße 3", country: "DE", postalCode: "10115", items: [{ productId: bd.hoe, quantity: 4 }] });
    const { order: sold, invoice, lines } = await stored(bd, order._id);
    const [hoeLine] = lines;
    if (!hoeLine) throw new Error("no line");
    expect(sold).toMatchObject({ treatment: "export", currency: "USD", taxCents: 0, buyerVatId: "DE222333444" });
    const reason = legalNotes.export(exportReference("BD"));
    const usd = (cents: number) => formatCents(cents, "USD");
    const paidDay = dayIn(sold.paidAt ?? invoice.issuedAt, "Asia/Dhaka");
    const expected = [
      BD_SHOP.SHOP_NAME,
      `VAT ID: ${BD_SHOP.SHOP_VAT_ID}`,
      documentLabels.invoice(invoiceLabel(invoice.number)),
      `Invoice date: ${dayIn(invoice.issuedAt, "Asia/Dhaka")}`,
      await wrapped(`Date of supply: ${documentLabels.prepaid(paidDay)}`),
      row("Weber Landtechnik GmbH", "Jonas Weber", "Feldstraße 3", "10115 Germany"),
      "VAT ID: DE222333444",
      row("4", "Docs Hoe", "0%", "$10.05", "$40.20"),
      row("1", "Shipping: Freight", "0%", "$25.00", "$25.00"),
      documentLabels.pricesExcludeTax,
      row("VAT 0%", "$65.20", "$0.00"),
      row(documentLabels.total, "$65.20"),
      `${reason}.`.slice(0, 60),
      "Amounts in USD.",
    ];
    const text = await invoiceText(bd, order._id, buyer);
    for (const words of expected) expect(text).toContain(words);
    expect(text).not.toContain("€");
    expect(usd(hoeLine.netCents)).toBe("$40.20");
    // The paying email too, in the order's dollars though the last shop started in euros.
    const [mail] = await bd.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-paid:${order._id}`));
    for (const words of ["4 × Docs Hoe", "$40.20", "VAT 0%: $0.00 on $65.20", "Total: $65.20"]) expect(mail?.textBody).toContain(words);
    expect(mail?.textBody).not.toContain("€");

    // Shipped later: the invoice issued on the prepayment still reads as it was issued.
    const shipped = await bd.t.app.inject({ method: "PATCH", url: `/api/orders/${order._id}`, headers: bd.admin.auth, payload: { status: "shipped", carrier: "DHL", trackingNumber: "JD0001" } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await invoiceText(bd, order._id, buyer)).toBe(text);

    const summary = await partlyRefunded(bd, order._id);
    const noteText = await creditNoteText(bd, order._id, summary.number, buyer);
    for (const words of [
      documentLabels.corrects(invoiceLabel(invoice.number), dayIn(invoice.issuedAt, "Asia/Dhaka")),
      BD_SHOP.SHOP_NAME,
      "VAT ID: DE222333444",
      row("1", "Docs Hoe", "0%", "-$10.05", "$0.00", "-$10.05"),
      row("VAT 0%", "-$10.05", "$0.00"),
      row("Refunded (Total)", "-$10.05"),
      `${reason}.`.slice(0, 60),
    ]) {
      expect(noteText).toContain(words);
    }
    const [note] = (await stored(bd, order._id)).notes;
    expect(note).toMatchObject({ treatment: "export", legalNote: reason, currency: "USD" });
  });
});

describe("an intra-Community supply (DE shop to a French business, EUR)", () => {
  it("invoices the art. 138 exemption naming both VAT IDs, the buyer's proven by VIES, in euros; its credit note carries the same", async () => {
    const buyer = await buyerWith(de, "Claire Martin", { companyName: "Ferme du Nord SARL", vatId: "FR 12 345678901" });
    const order = await placeAndPay(de, buyer, {
      name: "Claire Martin",
      phone: "0320000000",
      address: "2 rue des Champs, Lille",
      country: "FR",
      postalCode: "59000",
      items: [
        { productId: de.hoe, quantity: 10 },
        { productId: de.rake, quantity: 3 },
      ],
    });
    const { order: sold, invoice } = await stored(de, order._id);
    expect(sold).toMatchObject({ treatment: "intra_community", currency: "EUR", taxCents: 0, sellerVatId: "DE111111111", buyerVatId: "FR12345678901", buyerVatProof: "vies" });
    const day = (date: Date) => dayIn(date, "Europe/Berlin");
    const text = await invoiceText(de, order._id, buyer);
    for (const words of [
      DE_SHOP.SHOP_NAME,
      "Ackerweg 5, 10115 Berlin",
      "VAT ID: DE111111111",
      documentLabels.invoice(invoiceLabel(invoice.number)),
      `Invoice date: ${day(invoice.issuedAt)}`,
      await wrapped(`Date of supply: ${documentLabels.prepaid(day(sold.paidAt ?? invoice.issuedAt))}`),
      row("Ferme du Nord SARL", "Claire Martin", "2 rue des Champs, Lille", "59000 France"),
      `VAT ID: FR12345678901 (confirmed by VIES on ${day(sold.buyerVatCheckedAt ?? invoice.issuedAt)})`,
      row("10", "Docs Hoe", "exempt", "€10.05", "€100.50"),
      row("3", "Docs Rake", "exempt", "€3.33", "€9.99"),
      row("1", "Shipping: Freight", "exempt", "€25.00", "€25.00"),
      row("VAT exempt", "€135.49", "€0.00"),
      row(documentLabels.total, "€135.49"),
      "Exempt intra-Community supply of goods, article 138 of Directive",
      "Seller's VAT ID: DE111111111. Buyer's VAT ID: FR12345678901.",
      "Amounts in EUR.",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("$");
    // The paying email prints the same rows in the order's euros.
    const [mail] = await de.t.database.db.select().from(emailOutbox).where(eq(emailOutbox.eventKey, `order-paid:${order._id}`));
    for (const words of ["Total: €135.49", "VAT exempt: €0.00 on €135.49"]) expect(mail?.textBody).toContain(words);

    const summary = await partlyRefunded(de, order._id);
    const noteText = await creditNoteText(de, order._id, summary.number, buyer);
    for (const words of [
      `Credit note ${creditNoteLabel(summary.number)}`,
      documentLabels.corrects(invoiceLabel(invoice.number), day(invoice.issuedAt)),
      "VAT ID: DE111111111",
      row("Ferme du Nord SARL", "Claire Martin", "2 rue des Champs, Lille", "59000 France"),
      row("1", "Docs Hoe", "exempt", "-€10.05", "€0.00", "-€10.05"),
      row("VAT exempt", "-€10.05", "€0.00"),
      row("Refunded (Total)", "-€10.05"),
      "Exempt intra-Community supply of goods, article 138 of Directive",
      "Seller's VAT ID: DE111111111. Buyer's VAT ID: FR12345678901.",
      "Amounts in EUR.",
    ]) {
      expect(noteText).toContain(words);
    }
    const detail = orderDetailSchema.parse((await de.t.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.auth })).json());
    expect(detail.creditNotes?.[0]?.invoice).toBe(invoiceLabel(invoice.number));
  });
});
