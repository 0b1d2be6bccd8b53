import { describe, expect, it } from "vitest";
import { priceLine, type PricedTool } from "./pricing";
import { chosenEntry, companyPrices, percentOff, priceForCompany, priceListBodySchema, priceListPatchSchema, priceListState, type PriceListEntry } from "./price-lists";

const TODAY = "2026-06-15";

/** A hoe at $10.00, $9.00 from 10, $8.00 from 50. */
const hoe: PricedTool = {
  priceCents: 1000,
  priceBreaks: [
    { minQuantity: 10, priceCents: 900 },
    { minQuantity: 50, priceCents: 800 },
  ],
};
const plain: PricedTool = { priceCents: 1000, priceBreaks: [] };

let made = 0;
function entry(overrides: Partial<PriceListEntry>): PriceListEntry {
  made += 1;
  return {
    priceListId: `00000000-0000-4000-8000-${String(made).padStart(12, "0")}`,
    priceListName: `List ${made}`,
    priority: 0,
    createdAt: `2026-01-01T00:00:${String(made % 60).padStart(2, "0")}.000Z`,
    validFrom: null,
    validUntil: null,
    priceCents: null,
    percentOffBasisPoints: null,
    breaks: [],
    ...overrides,
  };
}

const fixed = (priceCents: number, more: Partial<PriceListEntry> = {}) => entry({ priceCents, ...more });
const percent = (basisPoints: number, more: Partial<PriceListEntry> = {}) => entry({ percentOffBasisPoints: basisPoints, ...more });

describe("percentOff: rounded half up to the cent", () => {
  it.each([
    [1000, 1000, 900],
    [999, 1250, 874], // 874.125
    [1005, 5000, 503], // 502.5 up
    [1, 5000, 1], // 0.5 up
    [3, 3333, 2], // 2.0001
    [1000, 0, 1000],
    [1000, 10_000, 0],
  ])("%i cents less %i bp is %i", (cents, basisPoints, expected) => {
    expect(percentOff(cents, basisPoints)).toBe(expected);
  });
});

describe("priceForCompany: the rule, table-driven", () => {
  interface Row {
    case: string;
    tool: PricedTool;
    quantity: number;
    entries: PriceListEntry[];
    unit: number;
    /** The index of the entry whose list prices the line, or null for the catalogue. */
    list: number | null;
    breakMin: number | null;
  }
  const rows: Row[] = [
    { case: "no list: the catalogue's price", tool: hoe, quantity: 1, entries: [], unit: 1000, list: null, breakMin: null },
    { case: "no list: the catalogue's break", tool: hoe, quantity: 12, entries: [], unit: 900, list: null, breakMin: 10 },
    { case: "a fixed price below the catalogue", tool: hoe, quantity: 1, entries: [fixed(850)], unit: 850, list: 0, breakMin: null },
    { case: "a fixed price above the catalogue's break: the catalogue's break", tool: hoe, quantity: 50, entries: [fixed(850)], unit: 800, list: null, breakMin: 50 },
    { case: "a fixed price equal to the catalogue: the catalogue, no list named", tool: hoe, quantity: 12, entries: [fixed(900)], unit: 900, list: null, breakMin: 10 },
    { case: "a list never raises a price", tool: plain, quantity: 5, entries: [fixed(1200)], unit: 1000, list: null, breakMin: null },
    { case: "percent off the catalogue's price", tool: plain, quantity: 3, entries: [percent(1250)], unit: 875, list: 0, breakMin: null },
    { case: "percent off the catalogue's break for the quantity", tool: hoe, quantity: 60, entries: [percent(1000)], unit: 720, list: 0, breakMin: null },
    { case: "percent rounds half up", tool: { priceCents: 1005, priceBreaks: [] }, quantity: 1, entries: [percent(5000)], unit: 503, list: 0, breakMin: null },
    { case: "0 % off: the catalogue", tool: hoe, quantity: 1, entries: [percent(0)], unit: 1000, list: null, breakMin: null },
    { case: "100 % off: free", tool: hoe, quantity: 1, entries: [percent(10_000)], unit: 0, list: 0, breakMin: null },
    { case: "the list's own break reached", tool: hoe, quantity: 20, entries: [fixed(950, { breaks: [{ minQuantity: 20, priceCents: 700 }] })], unit: 700, list: 0, breakMin: 20 },
    { case: "below the list's break: its price", tool: hoe, quantity: 19, entries: [fixed(950, { breaks: [{ minQuantity: 20, priceCents: 700 }] })], unit: 900, list: null, breakMin: 10 },
    { case: "the list's highest break reached", tool: hoe, quantity: 100, entries: [fixed(950, { breaks: [{ minQuantity: 20, priceCents: 870 }, { minQuantity: 100, priceCents: 750 }] })], unit: 750, list: 0, breakMin: 100 },
    { case: "the list's break against a lower catalogue break", tool: hoe, quantity: 50, entries: [fixed(950, { breaks: [{ minQuantity: 20, priceCents: 850 }] })], unit: 800, list: null, breakMin: 50 },
    { case: "a percent list's break, above it percent off does not apply", tool: plain, quantity: 30, entries: [percent(1000, { breaks: [{ minQuantity: 25, priceCents: 880 }] })], unit: 880, list: 0, breakMin: 25 },
    { case: "a percent list below its break", tool: plain, quantity: 24, entries: [percent(1000, { breaks: [{ minQuantity: 25, priceCents: 880 }] })], unit: 900, list: 0, breakMin: null },
    { case: "the higher priority wins, even when dearer", tool: plain, quantity: 1, entries: [fixed(800, { priority: 1 }), fixed(900, { priority: 5 })], unit: 900, list: 1, breakMin: null },
    { case: "equal priorities: the list created first", tool: plain, quantity: 1, entries: [fixed(900, { createdAt: "2026-02-01T00:00:00.000Z" }), fixed(800, { createdAt: "2026-03-01T00:00:00.000Z" })], unit: 900, list: 0, breakMin: null },
    { case: "equal priorities, given in the other order", tool: plain, quantity: 1, entries: [fixed(800, { createdAt: "2026-03-01T00:00:00.000Z" }), fixed(900, { createdAt: "2026-02-01T00:00:00.000Z" })], unit: 900, list: 1, breakMin: null },
    { case: "the higher priority that is dearer than the catalogue: the catalogue, not the next list", tool: plain, quantity: 1, entries: [fixed(800, { priority: 1 }), fixed(1100, { priority: 2 })], unit: 1000, list: null, breakMin: null },
    { case: "not valid yet: skipped", tool: plain, quantity: 1, entries: [fixed(700, { priority: 9, validFrom: "2026-06-16" }), fixed(900)], unit: 900, list: 1, breakMin: null },
    { case: "valid from today", tool: plain, quantity: 1, entries: [fixed(700, { priority: 9, validFrom: TODAY }), fixed(900)], unit: 700, list: 0, breakMin: null },
    { case: "valid until today (inclusive)", tool: plain, quantity: 1, entries: [fixed(700, { validUntil: TODAY })], unit: 700, list: 0, breakMin: null },
    { case: "ended yesterday: skipped", tool: plain, quantity: 1, entries: [fixed(700, { priority: 9, validUntil: "2026-06-14" }), fixed(900)], unit: 900, list: 1, breakMin: null },
    { case: "only an ended list: the catalogue", tool: hoe, quantity: 10, entries: [fixed(500, { validUntil: "2026-06-14" })], unit: 900, list: null, breakMin: 10 },
    { case: "a window around today", tool: plain, quantity: 1, entries: [fixed(650, { validFrom: "2026-06-01", validUntil: "2026-06-30" })], unit: 650, list: 0, breakMin: null },
  ];

  it.each(rows)("$case", (row) => {
    const priced = priceForCompany(row.tool, row.quantity, row.entries, TODAY);
    expect(priced.unitPriceCents).toBe(row.unit);
    expect(priced.totalCents).toBe(row.unit * row.quantity);
    expect(priced.breakMinQuantity).toBe(row.breakMin);
    expect(priced.savingCents).toBe((row.tool.priceCents - row.unit) * row.quantity);
    const list = row.list === null ? null : row.entries[row.list];
    expect(priced.priceList).toEqual(list ? { id: list.priceListId, name: list.priceListName } : null);
    expect(priced.catalogue).toEqual(priceLine(row.tool, row.quantity));
    // A list can only lower a price.
    expect(priced.unitPriceCents).toBeLessThanOrEqual(priced.catalogue.unitPriceCents);
  });

  it("chooses without regard to the order entries come in", () => {
    const a = fixed(900, { priority: 3, createdAt: "2026-01-01T00:00:00.000Z" });
    const b = fixed(800, { priority: 3, createdAt: "2026-01-01T00:00:00.000Z" });
    expect(chosenEntry([a, b], TODAY)).toBe(chosenEntry([b, a], TODAY));
  });
});

describe("companyPrices: yourPrice and yourBreaks say what the rule says at every quantity", () => {
  const cases: [string, PricedTool, PriceListEntry[]][] = [
    ["fixed below every catalogue break", hoe, [fixed(700)]],
    ["fixed between the catalogue's breaks", hoe, [fixed(850)]],
    ["fixed with breaks of its own", hoe, [fixed(950, { breaks: [{ minQuantity: 20, priceCents: 870 }, { minQuantity: 40, priceCents: 790 }, { minQuantity: 100, priceCents: 600 }] })]],
    ["percent off", hoe, [percent(1250)]],
    ["percent off with a break", hoe, [percent(500, { breaks: [{ minQuantity: 30, priceCents: 820 }] })]],
    ["a list dearer than the catalogue", hoe, [fixed(1200)]],
    ["no catalogue breaks", plain, [fixed(900, { breaks: [{ minQuantity: 5, priceCents: 800 }] })]],
  ];

  it.each(cases)("%s", (_name, tool, entries) => {
    const yours = companyPrices(tool, entries, TODAY);
    if (!yours) throw new Error("a valid list names the tool");
    for (let quantity = 1; quantity <= 120; quantity += 1) {
      expect(priceLine(yours, quantity).unitPriceCents, `at ${quantity}`).toBe(priceForCompany(tool, quantity, entries, TODAY).unitPriceCents);
    }
    // Lowest quantity first, each cheaper than the one before: a tool's breaks as the contract keeps them.
    yours.priceBreaks.reduce((previous, b) => {
      expect(b.priceCents).toBeLessThan(previous);
      return b.priceCents;
    }, yours.priceCents);
  });

  it("is null when no valid list names the tool", () => {
    expect(companyPrices(hoe, [], TODAY)).toBeNull();
    expect(companyPrices(hoe, [fixed(500, { validUntil: "2020-01-01" })], TODAY)).toBeNull();
  });

  it("answers the catalogue's own prices when the list is dearer", () => {
    expect(companyPrices(hoe, [fixed(1200)], TODAY)).toEqual(hoe);
  });
});

describe("the office's bodies", () => {
  const tool = "11111111-1111-4111-8111-111111111111";
  const company = "22222222-2222-4222-8222-222222222222";
  const body = (overrides: Record<string, unknown> = {}) => ({ name: "Co-op 2026", priority: 10, companyIds: [company], prices: [{ productId: tool, price: 8.5 }], ...overrides });
  const paths = (input: unknown, schema: typeof priceListBodySchema | typeof priceListPatchSchema = priceListBodySchema) =>
    schema.safeParse(input).error?.issues.map((issue) => issue.path.join(".")) ?? [];

  it("takes a list and keeps cents and hundredths of a percent", () => {
    const parsed = priceListBodySchema.parse(
      body({ validFrom: "2026-01-01", validUntil: "", prices: [{ productId: tool, percentOff: "12.5", breaks: [{ minQuantity: 100, price: "7.10" }, { minQuantity: 20, price: 8 }] }] }),
    );
    expect(parsed).toEqual({
      name: "Co-op 2026",
      priority: 10,
      validFrom: "2026-01-01",
      validUntil: null,
      companyIds: [company],
      prices: [{ productId: tool, priceCents: null, percentOffBasisPoints: 1250, breaks: [{ minQuantity: 20, priceCents: 800 }, { minQuantity: 100, priceCents: 710 }] }],
    });
  });

  it.each([
    ["a negative price", { prices: [{ productId: tool, price: -1 }] }, ["prices.0.price"]],
    ["a percent over 100", { prices: [{ productId: tool, percentOff: 100.5 }] }, ["prices.0.percentOff"]],
    ["a negative percent", { prices: [{ productId: tool, percentOff: -5 }] }, ["prices.0.percentOff"]],
    ["both a price and a percent", { prices: [{ productId: tool, price: 5, percentOff: 5 }] }, ["prices.0.price"]],
    ["neither a price nor a percent", { prices: [{ productId: tool }] }, ["prices.0.price"]],
    ["dates in the wrong order", { validFrom: "2026-03-01", validUntil: "2026-02-28" }, ["validUntil"]],
    ["a date that is none", { validFrom: "2026-02-30" }, ["validFrom"]],
    ["a tool twice", { prices: [{ productId: tool, price: 5 }, { productId: tool, price: 6 }] }, ["prices.1.productId"]],
    ["a break not below the list's price", { prices: [{ productId: tool, price: 5, breaks: [{ minQuantity: 10, price: 5 }] }] }, ["prices.0.breaks"]],
    ["breaks not falling", { prices: [{ productId: tool, percentOff: 5, breaks: [{ minQuantity: 10, price: 5 }, { minQuantity: 20, price: 6 }] }] }, ["prices.0.breaks"]],
    ["a priority out of range", { priority: 1001 }, ["priority"]],
    ["no name", { name: "  " }, ["name"]],
    ["a company id that is none", { companyIds: ["nope"] }, ["companyIds.0"]],
  ])("refuses %s", (_name, overrides, expected) => {
    expect(paths(body(overrides))).toEqual(expected);
  });

  it("checks a PATCH's dates when both are given, and leaves out what it does not change", () => {
    expect(paths({ validFrom: "2026-03-01", validUntil: "2026-02-01" }, priceListPatchSchema)).toEqual(["validUntil"]);
    expect(priceListPatchSchema.parse({ priority: "3" })).toEqual({ priority: 3 });
    expect(priceListPatchSchema.parse({ validUntil: "" })).toEqual({ validUntil: null });
  });
});

describe("priceListState", () => {
  it.each([
    [null, null, "active"],
    ["2026-06-16", null, "scheduled"],
    [null, "2026-06-14", "ended"],
    [TODAY, TODAY, "active"],
  ] as const)("from %s until %s is %s", (validFrom, validUntil, state) => {
    expect(priceListState({ validFrom, validUntil }, TODAY)).toBe(state);
  });
});
