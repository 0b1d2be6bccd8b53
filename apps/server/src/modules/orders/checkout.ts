import { centsToDollars, hasCompanyRight, type Checkout, type CheckoutBody, requestMessages } from "@shop/contract";
import type { OrderRules } from "./order";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { buyerVat, type VatLookup } from "../billing/vat";
import { membershipOf } from "../companies/access";
import { companyTermsOf, onAccountFor } from "../companies/credit";
import { companyDestination, decidesAlone, exceededLimits } from "../companies/ordering";
import { methodsFor, zoneNameOf } from "./cash-and-deposits";
import { heldOrdersOf, heldValueRefusal, priceLines, utcDay, type LineRequest, type PlaceSettings } from "./place";
import { priceBill } from "./price";

/**
 * `POST /api/checkout`: what placing these lines for this address would charge, worked out by
 * the very functions that place the order (priceLines, priceBill), and nothing written or held.
 * The cart and the tool page show it before the buyer pays.
 */
export async function previewCheckout(
  db: Db,
  buyer: { userId: string; emailVerified?: boolean },
  body: CheckoutBody,
  shop: PlaceSettings,
  vatLookup: VatLookup,
  rules: Pick<OrderRules, "creditHoldDays" | "maxHeldValueCents">,
  quoted?: { lines: LineRequest[]; freightCents: number | null; destination: { country?: string; postalCode?: string; companyAddressId?: string } },
  now = new Date(),
): Promise<Checkout> {
  const shape = quoted ? { lines: quoted.lines } : body.items ? { lines: body.items.map((item) => ({ productId: item.productId, quantity: Number(item.quantity) })) } : body.productId ? { single: { productId: body.productId, quantity: body.quantity } } : null;
  if (!shape) throw badRequest(requestMessages.eitherToolOrCart, [{ path: "body.productId", message: requestMessages.eitherToolOrCart }]);
  const vat = await buyerVat(db, buyer.userId, vatLookup);
  // Issue 27: a member's order goes to a company address; before they pick one, the first.
  const membership = await membershipOf(db, buyer.userId);
  // Issue 35: an offered quote goes where it was asked for, with the freight the office offered.
  const asked = quoted ? { ...body, ...quoted.destination, ...(quoted.freightCents !== null ? { quotedFreightCents: quoted.freightCents } : {}) } : body;
  const destination = membership ? { ...asked, ...(await companyDestination(db, membership.companyId, asked.companyAddressId, { required: false })) } : asked;
  const pricing = membership ? { companyId: membership.companyId, today: utcDay(now) } : undefined;
  const priced = await db.transaction(async (tx) => priceBill(tx, buyer, await priceLines(tx, shape, pricing), destination, vat, shop, utcDay(now)));
  const { bill } = priced;
  // Issue 28: whether placing it now would put it on the company's account, by the rule placing
  // applies (read here without the company's lock: placing decides again, and may differ if
  // another order of the company came first).
  const account = membership && membership.paymentTerms !== "prepaid" ? await onAccountFor(db, await companyTermsOf(db, membership.companyId), bill.totalCents, now, rules.creditHoldDays, shop.shop.currency, shop.shop.timeZone) : null;
  // Issue 35: whether it would wait for approval, by the rule placing applies (read without the
  // member's lock, so another order of theirs placed first may change the month's answer).
  const limits = membership ? await exceededLimits(db, membership, bill.totalCents, now) : [];
  const approval =
    membership && limits.length > 0
      ? {
          company: membership.companyName,
          limits: limits.map((limit) => ({ kind: limit.kind, limit: centsToDollars(limit.limitCents) })),
          byYou: hasCompanyRight(membership.role, "approve") && (await decidesAlone(db, membership.companyId, membership.userId)),
        }
      : null;
  // Issue 35: MAX_HELD_VALUE as placing applies it (an order on account or of quoted lines is not counted), said before the button.
  const held = account?.onAccount || priced.lines.every((line) => line.quoteId !== null) ? null : await heldOrdersOf(db, buyer.userId);
  const heldRefusal = held ? heldValueRefusal(held.valueCents, bill.totalCents, rules.maxHeldValueCents) : null;
  // Issue 37: the methods placing would take (placing decides again, under its locks).
  const methods = methodsFor(shop.paymentMethods, {
    currency: shop.shop.currency,
    totalCents: bill.totalCents,
    emailVerified: buyer.emailVerified ?? false,
    onAccount: account?.onAccount ?? false,
    awaitingApproval: limits.length > 0,
    zone: await zoneNameOf(db, priced.method?.zoneId),
  });
  return {
    paymentMethods: methods.offered,
    heldValueCap: held && heldRefusal ? { max: centsToDollars(rules.maxHeldValueCents), held: centsToDollars(held.valueCents), message: heldRefusal } : null,
    approval,
    onAccount: account?.onAccount ?? false,
    onAccountRefusal: account && !account.onAccount ? account.refusal : null,
    paymentTerms: account?.onAccount ? account.paymentTerms : null,
    // Issue 36 item 4: known once the order is dispatched and invoiced.
    dueDate: null,
    country: priced.country,
    postalCode: priced.postalCode,
    shippingOptions: priced.offered.map((option) => ({
      id: option.method.id,
      name: option.method.name,
      estimate: option.method.estimate,
      price: option.priceCents === null ? null : centsToDollars(option.priceCents),
    })),
    lines: priced.lines.map((line, i) => ({
      productId: line.tool.id,
      product: line.tool.name,
      sku: line.tool.sku,
      quantity: line.quantity,
      unitPrice: centsToDollars(line.price.unitPriceCents),
      amount: centsToDollars(line.price.totalCents),
      discount: centsToDollars(bill.lines[i]?.discountCents ?? 0),
      net: centsToDollars(bill.lines[i]?.netCents ?? 0),
      tax: centsToDollars(bill.lines[i]?.taxCents ?? 0),
      ...((bill.lines[i]?.sdRateMillis ?? 0) > 0 && { sdRate: (bill.lines[i]?.sdRateMillis ?? 0) / 1000, sd: centsToDollars(bill.lines[i]?.sdCents ?? 0) }),
    })),
    bill: {
      currency: shop.shop.currency,
      pricesIncludeTax: priced.pricesIncludeTax,
      goods: centsToDollars(bill.goodsCents),
      discount: priced.code ? { code: priced.code.code, amount: centsToDollars(bill.discountCents) } : null,
      shipping: priced.method
        ? {
            methodId: priced.method.id,
            method: priced.method.name,
            estimate: priced.method.estimate,
            amount: centsToDollars(bill.shipping.amountCents),
            net: centsToDollars(bill.shipping.netCents),
            tax: centsToDollars(bill.shipping.taxCents),
          }
        : null,
      taxLines: bill.taxLines.map((line) => ({ name: line.name, rate: line.rateMillis / 1000, net: centsToDollars(line.netCents), tax: centsToDollars(line.taxCents) })),
      net: centsToDollars(bill.netCents),
      ...(bill.sdCents > 0 && { sd: centsToDollars(bill.sdCents) }),
      tax: centsToDollars(bill.taxCents),
      total: centsToDollars(bill.totalCents),
      treatment: priced.treatment.treatment,
      legalNote: priced.treatment.legalNote,
      buyerVatId: priced.vat.vatId,
      weight: priced.weightGrams / 1000,
    },
  };
}
