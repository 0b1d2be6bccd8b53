import { z } from "zod";
import { idSchema } from "./common";
import { TRANSFER_REFERENCE_MAX } from "./account-texts";
import { fieldMessages, plainText, requiredText, saidWhenRefused } from "./fields";
import { orderItemInputSchema, orderLineSchema, purchaseDetailsSchema } from "./bulk";
import { bulkMessages } from "./bulk-texts";
import { MAX_ORDER_LINES } from "./pricing";
import { billSchema, destinationFieldsSchema, discountCodeInputSchema, taxLineSchema } from "./checkout";
import { creditNoteSummarySchema, refundLineInputSchema } from "./credit-notes";
import { paymentMethodSchema } from "./payments";
import { paymentTermsSchema } from "./terms";
import { bankDepositSchema } from "./cash-and-deposits";
import { refundReasonMax } from "./constants";
import { shipmentLabels } from "./office-orders-texts";

/** `expired`: an unpaid order whose hold (ORDER_HOLD_MINUTES) ran out; its stock went back. */
/**
 * Issue 27: `awaiting_approval`, a company member's order over a limit, before an approver decides.
 * Issue 28: `confirmed`, an order on payment terms: invoiced at once, shipped before it is paid.
 */
export const orderStatusSchema = z.enum(["unpaid", "paid", "shipped", "cancelled", "expired", "awaiting_approval", "confirmed"]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_NAME_MAX = 100;
export const ORDER_ADDRESS_MAX = 500;

/** A phone number as people type it: digits with optional +, spaces, dashes, dots and brackets. */
export const phoneSchema = plainText("Phone", { trim: true })
  .min(1)
  .max(30)
  .regex(/^\+?[\d\s().-]+$/, saidWhenRefused(() => fieldMessages.phone))
  .refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return digits >= 6 && digits <= 20;
  }, saidWhenRefused(() => fieldMessages.phoneDigits));

const wholeNumber = z.union([z.number(), plainText("Quantity", { trim: true }).regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(1).max(1_000_000));

/** Who receives an order and where: the spec's order form, also asked when a quote is accepted. */
export const shippingFieldsSchema = z.object({
  name: plainText("Name", { trim: true }).min(1).max(ORDER_NAME_MAX),
  phone: phoneSchema,
  address: plainText("Address", { trim: true, multiline: true }).min(1).max(ORDER_ADDRESS_MAX),
});

/**
 * `POST /api/orders`: the spec's fields plus an optional quantity (default: the tool's
 * minimum). `email`, `product` and `price` may be sent, as the spec's client does, but the
 * server ignores them: the email is the caller's, the name and price come from the catalogue.
 * A cart sends `items` instead of `productId`/`quantity` (issue 12): one line per tool, priced
 * by the server with each tool's volume breaks, its stock taken all or nothing.
 */
export const placeOrderBodySchema = shippingFieldsSchema
  .extend({
    email: z.unknown().optional(),
    product: z.unknown().optional(),
    productId: idSchema.optional(),
    price: z.unknown().optional(),
    quantity: wholeNumber.optional(),
    items: z.array(orderItemInputSchema).min(1).max(MAX_ORDER_LINES, bulkMessages.tooManyLines(MAX_ORDER_LINES)).optional(),
    discountCode: discountCodeInputSchema.optional(),
    /** Issue 37: how the buyer will pay (default `card`); refused unless the checkout offers it. */
    paymentMethod: paymentMethodSchema.optional(),
  })
  .extend(purchaseDetailsSchema.shape)
  .extend(destinationFieldsSchema.shape)
  .superRefine((body, ctx) => {
    if ((body.productId === undefined) === (body.items === undefined)) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: "Send either productId (one tool) or items (a cart)" });
    }
    if (body.items && body.quantity !== undefined) {
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "With items, each line carries its own quantity" });
    }
    if (body.items && new Set(body.items.map((item) => item.productId)).size !== body.items.length) {
      ctx.addIssue({ code: "custom", path: ["items"], message: bulkMessages.oneLinePerTool });
    }
  });
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** The tool's name when ordered. */
  product: z.string(),
  /** The tool; null once it has been deleted from the catalogue. */
  productId: idSchema.nullable(),
  quantity: z.number().int(),
  /** Dollars per unit when ordered. */
  unitPrice: z.number(),
  /** Dollars in all: unit price x quantity. */
  price: z.number(),
  paid: z.boolean(),
  status: orderStatusSchema,
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  /** An unpaid order holds its stock until then (ISO time); past it, the order expires. Null once paid or closed. */
  holdUntil: z.string().nullable().optional(),
  /** Set once shipped: who carries it and the number to follow it by. */
  carrier: z.string().nullable().optional(),
  trackingNumber: z.string().nullable().optional(),
  /**
   * Issue 12: every order's lines (a one-tool order has one). For a cart, the spec's single
   * fields summarise: `product` names the tools, `productId` and `unitPrice` are the first
   * line's, `quantity` counts every unit, `price` is the total.
   */
  items: z.array(orderLineSchema).optional(),
  poNumber: z.string().nullable().optional(),
  /** YYYY-MM-DD. */
  deliveryDate: z.string().nullable().optional(),
  /** Issue 21: where it goes (ISO 3166; null on orders from before) and its bill; `price` is the bill's total. */
  country: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  bill: billSchema.optional(),
  /** Issue 21: dollars given back so far by credit notes, and whether the shipping was among it (always sent by the server). */
  refunded: z.number().optional(),
  shippingRefunded: z.boolean().optional(),
  /**
   * Issue 27: the company of a member's order (null: a buyer without one), the member who placed
   * it, the shop admin who placed it for them after a call, and who approved it (emails; null
   * until approved, or when it needed no approval).
   */
  companyId: idSchema.nullable().optional(),
  placedBy: z.string().nullable().optional(),
  placedByOffice: z.string().nullable().optional(),
  approvedBy: z.string().nullable().optional(),
  /** Until when an order awaiting approval may wait before it expires (ISO time). */
  approvalUntil: z.string().nullable().optional(),
  /**
   * Issue 28: an order placed on the company's terms (status `confirmed`, then `shipped`) carries
   * them, and its invoice's due date (YYYY-MM-DD; for `on_shipment` null until it is shipped).
   * Null for an order paid by card.
   */
  paymentTerms: paymentTermsSchema.nullable().optional(),
  dueDate: z.string().nullable().optional(),
  /** Issue 37: how the buyer pays (CONTRACT "Payment methods"); once paid, `payment.provider` names the same method. */
  paymentMethod: paymentMethodSchema.optional(),
  /** Issue 37: a bank-deposit order not yet paid says where to deposit, with what reference and by when. */
  bankDeposit: bankDepositSchema.nullable().optional(),
  /** Beyond the contract (issue 37): the methods its payment page offers now (card and gateways; none once paid or closed). */
  payableWith: z.array(paymentMethodSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  insertedId: idSchema,
  order: orderSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const ownOrdersQuerySchema = z.object({ email: plainText("Email", { trim: true }).min(1).max(254) });
/**
 * The admin list. The spec's admin page sends its own email, which the list ignores; `status`
 * filters, `q` finds an order by the buyer's email (whole, any case) or by its id.
 */
export const allOrdersQuerySchema = z.object({
  email: plainText("Email").max(254).optional(),
  status: orderStatusSchema.optional(),
  q: plainText("Search", { trim: true }).max(254).optional(),
});
export type AllOrdersQuery = z.infer<typeof allOrdersQuerySchema>;

export const deleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/**
 * `PATCH /api/orders/{id}`: the spec's payment record (orderId, transactionId) from the
 * owner, or `{ status: "shipped" }` from an admin.
 */
export const paymentRecordBodySchema = z.object({
  orderId: idSchema.optional(),
  transactionId: plainText("Transaction id", { trim: true }).min(1).max(255),
});
export const SHIPMENT_FIELD_MAX = 100;
/** The admin's Mark shipped: the carrier and tracking number are required, and the buyer sees them. */
export const shipOrderBodySchema = z.object({
  status: z.literal("shipped"),
  carrier: requiredText(shipmentLabels.carrier, SHIPMENT_FIELD_MAX),
  trackingNumber: requiredText(shipmentLabels.trackingNumber, SHIPMENT_FIELD_MAX),
});
export type ShipOrderBody = z.infer<typeof shipOrderBodySchema>;
export const patchOrderBodySchema = z.union([paymentRecordBodySchema, shipOrderBodySchema]);
export type PatchOrderBody = z.infer<typeof patchOrderBodySchema>;

/** One step of an order's life: the status it took, when, and who did it (null: the buyer or the shop itself). */
export const orderEventSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** `GET /api/orders/{id}`: the order plus what the order page shows. Extra fields only, so the spec's reader still parses it. */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderEventSchema),
  payment: z.object({ provider: z.string(), transactionId: z.string(), amount: z.number(), at: z.string() }).nullable(),
  /** Every refund so far: the amount summed, the latest one's date and reason. */
  refund: z.object({ amount: z.number(), at: z.string(), reason: z.string() }).nullable(),
  /** Issue 21: the credit notes of the order's refunds, oldest first (always sent; optional for older readers). */
  creditNotes: z.array(creditNoteSummarySchema).optional(),
  /** Set once paid: the invoice's number (see invoiceLabel); its PDF is at /api/orders/{id}/invoice.pdf. */
  invoiceNumber: z.number().int().nullable(),
  /**
   * Issue 37 (beyond the contract, the office's only): a gateway payment flagged risky (SSLCommerz
   * `risk_level` 1) that waits for the office's decision (`POST /api/admin/orders/{id}/risky-payment`).
   */
  riskyPayment: z.object({ method: z.string(), transactionId: z.string().nullable(), amount: z.number() }).nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The refund's answer: the order as the order page shows it, and the credit note just issued. */
export const refundOrderResponseSchema = orderDetailSchema.extend({ creditNote: creditNoteSummarySchema });
export type RefundOrderResponse = z.infer<typeof refundOrderResponseSchema>;


/**
 * `POST /api/orders/{id}/refund` (admin): gives money back on a paid or shipped order and issues
 * a credit note. Without `lines` and `shipping` everything left is refunded and the order is
 * cancelled (as before issue 21); else the units of `lines` (each line once, by its position in
 * `items`) and/or the shipping. Refunding the last units and the shipping cancels the order too.
 */
export const refundOrderBodySchema = z
  .object({
    reason: plainText("Reason", { trim: true }).max(refundReasonMax).optional(),
    lines: z.array(refundLineInputSchema).max(MAX_ORDER_LINES).optional(),
    shipping: z.boolean().optional(),
    /** Issue 37: a cash or bank-deposit refund is made by hand; the office's receipt or transfer reference. */
    reference: plainText("Reference", { trim: true }).min(1).max(TRANSFER_REFERENCE_MAX).optional(),
  })
  .optional();
export type RefundOrderBody = z.infer<typeof refundOrderBodySchema>;

/**
 * `POST /api/orders/{id}/refund-preview` (admin; beyond the contract, issue 36): what
 * `POST /api/orders/{id}/refund` with the same body would give back now, priced by the same code
 * as the credit note; nothing is written. Dollars, as the credit note summary.
 */
export const refundPreviewSchema = z.object({
  /** What the credit note would total: net + tax (the money given back, unless `onAccount`). */
  amount: z.number(),
  net: z.number(),
  tax: z.number(),
  /** Its tax per rate, as the note would print it. */
  taxLines: z.array(taxLineSchema),
  /** Units per line (position in `items`) with what each gives back; empty when none. */
  lines: z.array(z.object({ position: z.number().int(), quantity: z.number().int(), net: z.number(), tax: z.number() })),
  /** The shipping given back (net + tax), or null. */
  shipping: z.number().nullable(),
  /** Whether the refund takes everything left and so cancels the order. */
  closes: z.boolean(),
  /** An order on account: a credit note alone, no money moves. */
  onAccount: z.boolean(),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

