import {
  billMessages,
  computeBill,
  countryName,
  discountMessages,
  formatKg,
  shippingPrice,
  type BillCents,
  type LinePrice,
  type TaxRule,
} from "@shop/contract";
import type { ShopSettings } from "../../config";
import type { Tx } from "../../db/client";
import type { discountCodes, shippingMethods, tools } from "../../db/schema";
import { badRequest, conflict } from "../../errors";
import { assertMinimumReached, codeCovers, discountRuleOf, lockCodeForOrder } from "../billing/discounts";
import { pricesIncludeTax, taxRuleFor } from "../billing/taxes";
import { isReverseCharge, type BuyerVat } from "../billing/vat";
import { methodPricing, shippingOptionsFor } from "../billing/zones";

type ToolRow = typeof tools.$inferSelect;
type ShippingMethodRow = typeof shippingMethods.$inferSelect;
type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** One line as the catalogue (or a quote) prices it, before the bill. */
export interface PricedLine {
  tool: ToolRow;
  quantity: number;
  price: LinePrice;
  quoteId: string | null;
}

/** Where the order goes and how the buyer asked for it to be billed. */
export interface BillRequest {
  /** ISO 3166; absent, the shop's own country. */
  country?: string | undefined;
  postalCode?: string | undefined;
  shippingMethodId?: string | undefined;
  discountCode?: string | undefined;
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
  tax: TaxRule | null;
  pricesIncludeTax: boolean;
  reverseCharge: boolean;
  vatId: string | null;
  code: DiscountCodeRow | null;
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

  const [tax, included] = await Promise.all([taxRuleFor(tx, country, postalCode), pricesIncludeTax(tx)]);
  const reverseCharge = tax !== null && isReverseCharge(vat, country, shop.shop.country);
  const billWith = (shippingCents: number) =>
    computeBill({
      lines: lines.map((line, i) => ({ amountCents: line.price.totalCents, discountable: discountable[i] ?? false })),
      shippingCents,
      tax,
      pricesIncludeTax: included,
      reverseCharge,
      discount: code ? discountRuleOf(code) : null,
    });

  // Shipping is priced on the goods after the code (a "free above" threshold reads that).
  const goodsBill = billWith(0);
  const goodsAfterCode = goodsBill.goodsCents - goodsBill.discountCents;
  const options = await shippingOptionsFor(tx, country);
  if (options.kind === "outside") {
    const message = billMessages.outsideZones(countryName(country));
    throw conflict(message);
  }
  let method: ShippingMethodRow | null = null;
  let offered: OfferedMethod[] = [];
  let shippingCents = 0;
  if (options.kind === "zone") {
    offered = options.methods.map((candidate) => ({ method: candidate, priceCents: shippingPrice(methodPricing(candidate), weightGrams, goodsAfterCode) }));
    const carrying = offered.filter((option) => option.priceCents !== null);
    if (carrying.length === 0) throw conflict(billMessages.tooHeavy(formatKg(weightGrams)));
    const chosen = request.shippingMethodId === undefined ? carrying[0] : carrying.find((option) => option.method.id === request.shippingMethodId);
    if (!chosen) throw badRequest(billMessages.chooseMethod, [{ path: "body.shippingMethodId", message: billMessages.chooseMethod }]);
    method = chosen.method;
    shippingCents = chosen.priceCents ?? 0;
  }

  return {
    country,
    postalCode,
    lines,
    bill: billWith(shippingCents),
    weightGrams,
    method,
    offered,
    tax,
    pricesIncludeTax: included,
    reverseCharge,
    vatId: vat.vatId,
    code,
  };
}
