import { describe, expect, it } from "vitest";
import { pdfSafe } from "./invoices";
import { neutralizeFormula, ordersCsv } from "./csv";
import type { OrderLineRow } from "./lines";
import type { OrderRow } from "./order";

const row: OrderRow = {
  id: "a2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  userId: null,
  email: "ada@example.com",
  name: 'Smith, "Jo"',
  phone: "+44 1234 567890",
  address: "1 Lane\nTown",
  product: "Hoe",
  toolId: null,
  quantity: 2,
  unitPriceCents: 1250,
  priceCents: 2500,
  status: "paid",
  transactionId: "txn_1",
  paidAt: new Date("2026-11-01T10:05:00.000Z"),
  holdUntil: null,
  carrier: null,
  trackingNumber: null,
  companyId: null,
  placedByOffice: null,
  approvedBy: null,
  approvedAt: null,
  approvalUntil: null,
  paymentTerms: null,
  dueDate: null,
  poNumber: null,
  deliveryDate: null,
  currency: "USD",
  country: "BD",
  postalCode: "1207",
  shippingMethodId: null,
  shippingMethod: null,
  collection: false,
  shippingEstimate: null,
  weightGrams: 2000,
  shippingCents: 0,
  shippingNetCents: 0,
  shippingTaxCents: 0,
  discountCodeId: null,
  discountCode: null,
  discountCents: 0,
  netCents: 2500,
  sdCents: 0,
  taxCents: 0,
  pricesIncludeTax: false,
  treatment: "domestic",
  legalNote: "",
  taxCountry: null,
  sellerName: "AgroForge",
  sellerAddress: null,
  sellerVatId: null,
  buyerCompany: null,
  buyerBillingAddress: null,
  buyerVatId: null,
  buyerVatProof: null,
  buyerVatName: null,
  buyerVatCheckedAt: null,
  shippingTaxLines: [],
  taxLines: [],
  refundedCents: 0,
  shippingRefunded: false,
  paymentMethod: "card",
  createdAt: new Date("2026-11-01T10:00:00.000Z"),
};

const line: OrderLineRow = {
  id: "b2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  orderId: row.id,
  position: 0,
  toolId: null,
  product: "Hoe",
  quantity: 2,
  unitPriceCents: 1250,
  listUnitPriceCents: 1250,
  breakMinQuantity: null,
  taxClass: "standard",
  sdRateMillis: 0,
  sdCents: 0,
  quoteId: null,
  priceCents: 2500,
  sku: "HOE-1",
  weightGrams: 1000,
  discountCents: 0,
  netCents: 2500,
  taxCents: 0,
  taxRateMillis: 0,
  refundedQuantity: 0,
  priceListId: null,
  priceListName: null,
};

describe("neutralizeFormula", () => {
  it("prefixes what a spreadsheet would run, and nothing else", () => {
    for (const risky of ["=cmd|' /C calc'!A0", "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) expect(neutralizeFormula(risky)).toBe(`'${risky}`);
    for (const safe of ["Ada", "a=b", "", "1 Lane"]) expect(neutralizeFormula(safe)).toBe(safe);
  });
});

describe("ordersCsv", () => {
  it("writes a header and one CRLF row per order, every field quoted (quotes doubled), money in dollars", () => {
    const csv = ordersCsv([row, { ...row, id: "c2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", name: "=HYPERLINK(evil)", phone: "+1 555" }], new Map([[row.id, [line]]]), new Map([[row.id, 42]]));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      '"Order id","Order number","Placed at","Status","Invoice number","Name","Email","Phone","Address","Product","Quantity","Unit price","Currency","Country","Postal code","Subtotal","Discount code","Discount","Shipping method","Shipping","Net","Tax","Tax lines","Treatment","Legal note","Buyer VAT ID","Total","Refunded","Transaction id","Paid at","Carrier","Tracking number","PO number","Delivery date","Lines","Payment method"',
    );
    expect(csv).toContain('"Smith, ""Jo"""');
    expect(csv).toContain('"1 Lane\nTown"');
    expect(csv).toContain(',"2","12.50","USD","BD","1207","25.00","","0.00","","0.00","25.00","0.00","","domestic","","","25.00","0.00","txn_1","2026-11-01T10:05:00.000Z","",');
    // The first order's invoice as the documents name it; the second has none yet.
    expect(lines[1]).toContain('"paid","INV-000042","Smith');
    // Issue 26: the order number the pages, emails and documents use, beside the id.
    expect(lines[2]).toMatch(/^"c2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f","C2000000",/);
    expect(lines[2]).toContain('"paid","","\'=HYPERLINK(evil)"');
    expect(csv).toContain(`,"'=HYPERLINK(evil)",`);
    expect(csv).toContain(`,"'+1 555",`);
    expect(csv).toContain(',"","","2 × Hoe [HOE-1] at $12.50: $25.00","card"\r\n');
  });

  it("adds the purchase details and every line, a PO number neutralized like any typed text", () => {
    const cart = { ...row, poNumber: "=1+1", deliveryDate: "2026-12-01", product: "Hoe and Rake" };
    const rake = { ...line, id: "d2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", position: 1, product: "Rake", quantity: 100, unitPriceCents: 400, listUnitPriceCents: 500, breakMinQuantity: 100, priceCents: 40_000 };
    const csv = ordersCsv([cart], new Map([[row.id, [line, rake]]]), new Map());
    expect(csv).toContain(`,"'=1+1","2026-12-01","2 × Hoe [HOE-1] at $12.50: $25.00; 100 × Rake [HOE-1] at $4.00: $400.00 (volume price from 100)","card"\r\n`);
    // Issue 20 item 14: no single unit price stands for a cart's lines.
    expect(csv).toContain(`,"Hoe and Rake","2","","USD",`);
  });

  it("gives the accountant the bill: subtotal, code, shipping, net, tax per rate, reverse charge, total, refunded", () => {
    const billed: OrderRow = {
      ...row,
      country: "DE",
      postalCode: "10115",
      discountCode: "SPRING5",
      discountCents: 125,
      shippingMethod: "Freight",
      shippingCents: 4_000,
      netCents: 6_375,
      taxCents: 1_211,
      taxLines: [{ name: "VAT", rateMillis: 19_000, netCents: 6_375, taxCents: 1_211 }],
      priceCents: 7_586,
      refundedCents: 1_190,
    };
    const csv = ordersCsv([billed], new Map([[row.id, [line]]]), new Map());
    expect(csv).toContain(',"USD","DE","10115","25.00","SPRING5","1.25","Freight","40.00","63.75","12.11","VAT 19%: 12.11 on 63.75","domestic","","","75.86","11.90",');
  });

  it("names the treatment and the invoice's legal note (issue 36 finding 11), neutralised as typed text", () => {
    const exempt: OrderRow = { ...row, country: "FR", treatment: "intra_community", legalNote: "Exempt intra-Community supply, reverse charge", buyerVatId: "FR40303265045", taxLines: [] };
    const csv = ordersCsv([exempt, { ...row, legalNote: "=evil" }], new Map([[row.id, [line]]]), new Map());
    expect(csv).toContain(',"intra_community","Exempt intra-Community supply, reverse charge","FR40303265045",');
    expect(csv).toContain(`,"domestic","'=evil","",`);
    expect(csv.split("\r\n")[0]).not.toContain("Reverse charge");
  });

  it("neutralises a tax line whose rate name a spreadsheet would run", () => {
    const csv = ordersCsv([{ ...row, taxLines: [{ name: "=cmd", rateMillis: 19_000, netCents: 100, taxCents: 19 }] }], new Map([[row.id, [line]]]), new Map());
    expect(csv).toContain(`,"'=cmd 19%: 0.19 on 1.00",`);
  });
});

describe("pdfSafe", () => {
  it("keeps Latin-1 text and replaces what the standard fonts cannot print", () => {
    expect(pdfSafe("Zoë Müller, Straße 5")).toBe("Zoë Müller, Straße 5");
    expect(pdfSafe("农场 🚜")).toBe("?? ?");
    // WinAnsi's own characters beyond Latin-1: an amount in euros keeps its sign.
    expect(pdfSafe("€1,234.56 – “Hof”")).toBe("€1,234.56 – “Hof”");
  });
});
