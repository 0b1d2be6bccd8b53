import {
  billMessages,
  computeBill,
  countryName,
  decideTreatment,
  discountMessages,
  isEuCountry,
  formatKg,
  shippingPrice,
  taxMessages,
  type BillCents,
  type LinePrice,
  type TreatmentDecision,
} from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { Tx } from "../../db/client";
import type { discountCodes, shippingMethods, tools } from "../../db/schema";
import { badRequest, conflict } from "../../errors";
import { assertMinimumReached, codeCovers, discountRuleOf, lockCodeForOrder } from "../billing/discounts";
import { asRegistrations, registrationsOf } from "../billing/registrations";
import { pricesIncludeTax, ratesFor, taxIsSetUp, type PlaceRates } from "../billing/taxes";
import type { BuyerVat } from "../billing/vat";
import { methodPricing, shippingOptionsFor } from "../billing/zones";
import { inLanguage } from "../../lib/language";

type ToolRow = typeof tools.$inferSelect;
type ShippingMethodRow = typeof shippingMethods.$inferSelect;
type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** One line as the catalogue (or a quote) prices it, before the bill. */
export interface PricedLine {
  tool: ToolRow;
  quantity: number;
  price: LinePrice;
  quoteId: string | null;
  /** Issue 28: the company's price list that priced the line, or null (the catalogue's or a quote's price). */
  priceList: { id: string; name: string } | null;
}

/** Where the order goes and how the buyer asked for it to be billed. */
export interface BillRequest {
  /** ISO 3166; absent, the shop's own country. */
  country?: string | undefined;
  postalCode?: string | undefined;
  shippingMethodId?: string | undefined;
  discountCode?: string | undefined;
  /** Issue 35: the freight an accepted quote's office offered: charged as the shipping, whatever the zone's rates say. */
  quotedFreightCents?: number | undefined;
}

/** A shipping method of the address's zone, with what it would charge for this order (null: it cannot carry it). */
export interface OfferedMethod {
  method: ShippingMethodRow;
  priceCents: number | null;
}

/** An order's bill, worked out by the server alone (docs/decisions/025-money-model.md). */
export interface PricedBill {
  country: string;
  postalCode: string;
  lines: PricedLine[];
  bill: BillCents;
  weightGrams: number;
  /** Null when the shop has no shipping zones set up: nothing is charged for shipping. */
  method: ShippingMethodRow | null;
  offered: OfferedMethod[];
  /** How the sale is taxed, and whose rates applied (issue 25). */
  treatment: TreatmentDecision;
  /** The VAT number the sale is taxed under: the home one, or that of the registration it falls in. */
  sellerVatId: string | null;
  pricesIncludeTax: boolean;
  vat: BuyerVat;
  code: DiscountCodeRow | null;
}

/** Per line, the rate charged and the rate a price with tax holds; the tax's name (null: no tax at all). */
interface LineTaxes {
  name: string | null;
  rates: number[];
  included: number[];
  /** Issue 36: per line, Bangladesh's supplementary duty (0 unless a Bangladesh seller's domestic sale). */
  sd: number[];
}

/** Issue 36: the supplementary duty is Bangladesh's, charged on a Bangladesh seller's domestic supplies only (never on an export). */
export const chargesSupplementaryDuty = (sellerCountry: string, treatment: TreatmentDecision["treatment"]) => sellerCountry === "BD" && treatment === "domestic";

/** The rate of a tool's class at a place, or a refusal: a class without a rate is never 0 % by silence. */
function rateOf(place: PlaceRates | null, line: PricedLine, country: string): number {
  const rate = place?.rates[line.tool.taxClass] ?? null;
  if (rate === null) throw conflict(taxMessages.cannotTax(countryName(country)));
  return rate;
}

/**
 * Prices an order's lines for an address, the way placing it would and inside the caller's
 * transaction: the checkout's preview and the order itself call this one function, so what the
 * cart shows is what is charged. Refusals throw (400 with the field, or 409 for an address the
 * shop does not ship to). A code's row stays locked until the caller's transaction ends.
 */
export async function priceBill(tx: Tx, buyer: { userId: string }, lines: PricedLine[], request: BillRequest, vat: BuyerVat, shop: ShopSettings, today: string): Promise<PricedBill> {
  const country = request.country ?? shop.shop.country;
  const postalCode = request.postalCode ?? "";
  const weightGrams = lines.reduce((sum, line) => sum + line.tool.weightGrams * line.quantity, 0);

  let code: DiscountCodeRow | null = null;
  let discountable = lines.map(() => false);
  if (request.discountCode) {
    code = await lockCodeForOrder(tx, request.discountCode, buyer.userId, today);
    const found = code;
    // Quoted lines carry a price agreed with the office: a code never lowers it further.
    discountable = lines.map((line) => line.quoteId === null && codeCovers(found, { toolId: line.tool.id, categoryId: line.tool.categoryId }));
    assertMinimumReached(code, lines.reduce((sum, line) => sum + line.price.totalCents, 0));
    if (!discountable.some(Boolean)) {
      const message = discountMessages.notApplicable;
      throw badRequest(message, [{ path: "body.discountCode", message }]);
    }
  }

  const [taxed, included, registrations] = await Promise.all([taxIsSetUp(tx), pricesIncludeTax(tx), registrationsOf(tx)]);
  const home = shop.shop.country;
  const taxFor = async (collected: boolean, goodsNetCents: number): Promise<LineTaxes & { treatment: TreatmentDecision }> => {
    // The legal note is kept with the order and read back by its words ("Exempt …", isExemptSale):
    // it is written in English whatever the language of the page that placed it (issue 38).
    const treatment = inLanguage("en", () => decideTreatment({
      shopCountry: home,
      registrations: asRegistrations(registrations),
      destination: country,
      postalCode,
      collected,
      provenEuVatCountry: vat.provenEuCountry,
      // A company name or a VAT ID, proven or not, declares a business: never a consumer's distance sale.
      businessBuyer: vat.vatId !== null || (vat.company ?? "").trim() !== "",
      currency: shop.shop.currency,
      goodsNetCents,
    }));
    if (!taxed) return { treatment, name: null, rates: lines.map(() => 0), included: lines.map(() => 0), sd: lines.map(() => 0) };
    // The place whose rates apply: the works for a collection, else the destination's address.
    const taxCountry = treatment.taxCountry;
    const place = taxCountry === null ? null : await ratesFor(tx, taxCountry, taxCountry === country && !collected ? postalCode : "");
    const homeRates = taxCountry === home ? place : await ratesFor(tx, home, "");
    const rates = lines.map((line) => (taxCountry === null ? 0 : rateOf(place, line, taxCountry)));
    // An exempt or zero-rated sale charges nothing; a price with tax then loses the home rate it held.
    const heldRates = lines.map((line, i) => (taxCountry === null ? (homeRates?.rates[line.tool.taxClass] ?? 0) : (rates[i] ?? 0)));
    const sd = lines.map((line) => (chargesSupplementaryDuty(home, treatment.treatment) ? line.tool.sdRateMillis : 0));
    return { treatment, name: (place ?? homeRates)?.name ?? "VAT", rates, included: heldRates, sd };
  };
  const billWith = (shippingCents: number, tax: LineTaxes) =>
    computeBill({
      lines: lines.map((line, i) => ({
        amountCents: line.price.totalCents,
        discountable: discountable[i] ?? false,
        rateMillis: tax.rates[i] ?? 0,
        includedRateMillis: tax.included[i] ?? 0,
        sdRateMillis: tax.sd[i] ?? 0,
      })),
      shippingCents,
      taxName: tax.name,
      pricesIncludeTax: included,
      discount: code ? discountRuleOf(code) : null,
    });
  const untaxed: LineTaxes = { name: null, rates: lines.map(() => 0), included: lines.map(() => 0), sd: lines.map(() => 0) };

  // Shipping is priced on the goods after the code (a "free above" threshold reads that).
  const goodsBill = billWith(0, untaxed);
  const goodsAfterCode = goodsBill.goodsCents - goodsBill.discountCents;
  const options = await shippingOptionsFor(tx, country);
  const quotedFreight = request.quotedFreightCents;
  // A quote's freight was priced by the office for this destination, inside the zones or not.
  if (options.kind === "outside" && quotedFreight === undefined) {
    const message = billMessages.outsideZones(countryName(country));
    throw conflict(message);
  }
  let method: ShippingMethodRow | null = null;
  let offered: OfferedMethod[] = [];
  let shippingCents = 0;
  if (options.kind === "zone" && quotedFreight !== undefined) {
    // The office priced the carriage itself (a heavy or large order): the method is named, not priced.
    method = options.methods.find((candidate) => candidate.id === request.shippingMethodId) ?? options.methods.find((candidate) => candidate.kind !== "collect") ?? options.methods[0] ?? null;
    offered = options.methods.map((candidate) => ({ method: candidate, priceCents: candidate.id === method?.id ? quotedFreight : null }));
    shippingCents = quotedFreight;
  } else if (quotedFreight !== undefined) {
    shippingCents = quotedFreight;
  } else if (options.kind === "zone") {
    offered = options.methods.map((candidate) => ({ method: candidate, priceCents: shippingPrice(methodPricing(candidate), weightGrams, goodsAfterCode) }));
    const carrying = offered.filter((option) => option.priceCents !== null);
    if (carrying.length === 0) throw conflict(billMessages.tooHeavy(formatKg(weightGrams)));
    const chosen = request.shippingMethodId === undefined ? carrying[0] : carrying.find((option) => option.method.id === request.shippingMethodId);
    if (!chosen) throw badRequest(billMessages.chooseMethod, [{ path: "body.shippingMethodId", message: billMessages.chooseMethod }]);
    method = chosen.method;
    shippingCents = chosen.priceCents ?? 0;
  }

  const tax = await taxFor(method?.kind === "collect", goodsAfterCode);
  // The VAT number the sale is taxed under: a registration's when it falls in one (the country's,
  // else the scheme's: OSS for an EU seller, IOSS for one outside), else the home one.
  const taxCountry = tax.treatment.taxCountry;
  const scheme = isEuCountry(home) ? "oss" : "ioss";
  const registration = taxCountry === null || taxCountry === home ? undefined : (registrations.find((r) => r.kind === "country" && r.country === taxCountry) ?? registrations.find((r) => r.kind === scheme));
  return {
    country,
    postalCode,
    lines,
    bill: billWith(shippingCents, tax),
    weightGrams,
    method,
    offered,
    treatment: tax.treatment,
    sellerVatId: registration?.vatId ?? shop.shop.vatId ?? null,
    pricesIncludeTax: included,
    vat,
    code,
  };
}
