import { z } from "zod";
import { emailSchema, idSchema, pageQuerySchema } from "./common";
import { fieldMessages, plainText } from "./fields";
import { bulkMessages } from "./bulk-texts";
import { orderItemInputSchema, purchaseDetailsSchema } from "./bulk";
import { companyAddressSchema, companyMemberSchema } from "./companies";
import { COMPANY_NAME_MAX } from "./companies-texts";
import { orderSchema, phoneSchema, shippingFieldsSchema } from "./orders";
import { MAX_ORDER_LINES } from "./pricing";
import { requestQuoteBodySchema } from "./quotes";
import { paymentTermsSchema } from "./terms";
import { creditLimitSchema } from "./credit-terms";
import { words } from "./i18n";

/**
 * Issue 27, companies in the office (CONTRACT.md "Companies"): shop admins find a company by
 * part of its name, read its members, limits, addresses and orders, and suspend or release it.
 */

/** How many of a company's orders its office page shows at a time, newest first. */
export const OFFICE_COMPANY_ORDERS = 20;

/**
 * `GET /api/admin/companies/{id}?page=&limit=`: which page of the company's orders comes with it
 * (default the first OFFICE_COMPANY_ORDERS); `ordersTotal` counts them all.
 */
export const officeCompanyQuerySchema = pageQuerySchema;
export type OfficeCompanyQuery = z.infer<typeof officeCompanyQuerySchema>;

/** `GET /api/admin/companies?q=&page=&limit=`: `q` is part of the name, any case. */
export const officeCompaniesQuerySchema = pageQuerySchema.extend({
  q: plainText("Search", { trim: true }).max(COMPANY_NAME_MAX).optional(),
});
export type OfficeCompaniesQuery = z.infer<typeof officeCompaniesQuerySchema>;

/** One row of the office's Companies list. */
export const officeCompanyRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  vatId: z.string().nullable(),
  suspended: z.boolean(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type OfficeCompanyRow = z.infer<typeof officeCompanyRowSchema>;
export const officeCompanyListSchema = z.array(officeCompanyRowSchema);

/** `GET /api/admin/companies/{id}`: the company with its members (roles and limits), addresses and latest orders. */
export const officeCompanySchema = z.object({
  _id: idSchema,
  name: z.string(),
  vatId: z.string().nullable(),
  /**
   * When the office checked this very VAT ID by hand (`PUT …/vat-check`); null: not checked, or
   * checked before the company changed it. Without it only VIES, asked as a member orders, proves it.
   */
  vatCheckedAt: z.string().nullable(),
  billingAddress: z.string(),
  suspended: z.boolean(),
  createdAt: z.string(),
  addresses: z.array(companyAddressSchema),
  members: z.array(companyMemberSchema),
  /** One page of its orders, newest first: the latest OFFICE_COMPANY_ORDERS unless `page`/`limit` say otherwise. */
  orders: z.array(orderSchema),
  /** How many orders the company has in all. */
  ordersTotal: z.number().int(),
  /** Issue 28: its terms, credit limit and open balance (shop's currency), and the invoice that holds it, if one does. */
  paymentTerms: paymentTermsSchema,
  creditLimit: z.number(),
  openBalance: z.number(),
  /** Issue 36 item 4: its orders confirmed on account but not yet invoiced (invoiced at dispatch); they use credit too. Optional for older clients. */
  notInvoiced: z.number().optional(),
  creditHold: z.object({ invoiceNumber: z.number().int(), dueDate: z.string() }).nullable(),
  /** Beyond the contract: its payments' money on no invoice yet, for the office to apply (decision 041). Optional for older clients. */
  unapplied: z.number().optional(),
});
export type OfficeCompany = z.infer<typeof officeCompanySchema>;

/**
 * `PATCH /api/admin/companies/{id}`: what is sent changes. Strict, so a field the office does not
 * handle is refused rather than ignored. Issue 28: the payment terms and the credit limit.
 */
export const patchOfficeCompanyBodySchema = z
  .object({ suspended: z.boolean().optional(), paymentTerms: paymentTermsSchema.optional(), creditLimit: creditLimitSchema.optional() })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: () => fieldMessages.oneFieldToChange, path: ["suspended"] });
export type PatchOfficeCompanyBody = z.infer<typeof patchOfficeCompanyBodySchema>;

/**
 * `POST /api/admin/companies/{id}/orders`: after a phone call the office places an order for one
 * of the company's members, to one of its delivery addresses. The member is emailed and pays as
 * usual; their spending limits do not apply, and the order's history says so. The name on the
 * order defaults to the member's, the phone to their business details' (then it is required).
 */
export const officeOrderBodySchema = z
  .object({
    buyerEmail: emailSchema,
    items: z.array(orderItemInputSchema).min(1, bulkMessages.cartEmpty).max(MAX_ORDER_LINES, bulkMessages.tooManyLines(MAX_ORDER_LINES)),
    companyAddressId: idSchema,
    shippingMethodId: idSchema.optional(),
    name: shippingFieldsSchema.shape.name.optional(),
    phone: phoneSchema.optional(),
  })
  .extend(purchaseDetailsSchema.shape)
  .strict();
export type OfficeOrderBody = z.output<typeof officeOrderBodySchema>;
export type OfficeOrderForm = z.input<typeof officeOrderBodySchema>;

export const officeOrderMessages = words("officeOrderMessages", {
  notAMember: (email: string) => `${email} is not a member of this company`,
  mayNotOrder: (email: string) => `${email} is the company's accountant, who does not order: choose a member who does`,
  suspended: "This company is suspended: release it before ordering for it",
  phoneNeeded: "Phone is required: the member's business details have none",
  placed: (email: string) => `Order placed for ${email}: they are emailed to pay it`,
} as const);

export const officeOrderLabels = words("officeOrderLabels", {
  heading: "Order for a member",
  intro: "After a call: the member is emailed and pays as usual; their spending limits do not apply.",
  member: "Order for",
  address: "Deliver to",
  phone: "Phone",
  /** Issue 35: a member may have saved no phone; the server then refuses an empty one (phoneNeeded). */
  phoneHint: "Optional if the member saved a phone in their business details (it is used then); required if they did not",
  poNumber: "Purchase order number",
  lines: "SKU and quantity, one per line",
  /** Issue 35: no made-up SKU; `linesHintLike` shows a real tool's line once the catalogue is there. */
  linesHint: "A SKU, a space and the quantity on each line",
  linesHintLike: (line: string) => `Like: ${line}`,
  submit: "Place order for the member",
  openOrder: "Open the order",
  linesToFix: "Fix these lines first:",
} as const);

/**
 * `POST /api/admin/companies/{id}/quotes` (issue 27 item 6, beyond the contract's routes): after a
 * call the office asks for a quote for one of the company's members, as the member would
 * (`POST /api/quotes`). The quote is the member's and the company's; it names the office, the
 * member is emailed, and the member accepts it as any quote.
 */
export const officeQuoteBodySchema = requestQuoteBodySchema.extend({ buyerEmail: emailSchema }).strict();
export type OfficeQuoteBody = z.output<typeof officeQuoteBodySchema>;
export type OfficeQuoteForm = z.input<typeof officeQuoteBodySchema>;

export const officeQuoteMessages = words("officeQuoteMessages", {
  requested: (email: string) => `Quote asked for ${email}: they are emailed, and you answer it under Quotes`,
} as const);

export const officeQuoteLabels = words("officeQuoteLabels", {
  heading: "Quote for a member",
  intro: "After a call: the quote is the member's, who is emailed now and when you answer it, and who accepts it as any quote.",
  member: "Quote for",
  sku: "SKU",
  quantity: "Quantity",
  wantedBy: "Wanted by",
  note: "Note",
  submit: "Ask for a quote for the member",
  openQuote: "Open the quote",
} as const);
