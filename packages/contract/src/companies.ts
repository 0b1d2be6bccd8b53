import { z } from "zod";
import { linkTokenSchema } from "./account";
import { idSchema, emailSchema, pageQuerySchema } from "./common";
import { countryCodeSchema, postalCodeSchema } from "./checkout";
import { dollarAmount, optionalNumber, requiredText, saidWhenRefused, fieldMessages } from "./fields";
import { ORDER_ADDRESS_MAX } from "./orders";
import { orderStatusSchema } from "./orders";
import { optionalVatId } from "./profiles";
import { paymentTermsSchema } from "./terms";
import { COMPANY_ADDRESS_LABEL_MAX, COMPANY_LIMIT_MAX, COMPANY_MAX_ADDRESSES, COMPANY_NAME_MAX, companyLabels, companyRoles } from "./companies-texts";

/**
 * Issue 27, company accounts (CONTRACT.md "Companies"). A company is bought for by its members,
 * each with one role; who may do what is `companyRights` (companies-texts.ts), the one table the server
 * enforces and the web app reads to offer only what a member may do
 * (docs/decisions/034-company-access.md).
 */

export const companyRoleSchema = z.enum(companyRoles);

const companyName = requiredText(companyLabels.name, COMPANY_NAME_MAX);
const addressText = requiredText(companyLabels.address, ORDER_ADDRESS_MAX, { multiline: true });

export const companyAddressInputSchema = z.object({
  label: requiredText(companyLabels.addressLabel, COMPANY_ADDRESS_LABEL_MAX),
  address: addressText,
  country: countryCodeSchema,
  postalCode: postalCodeSchema,
});
export type CompanyAddressInput = z.input<typeof companyAddressInputSchema>;

const addressesSchema = z
  .array(companyAddressInputSchema)
  .min(1, saidWhenRefused(() => fieldMessages.oneDeliveryAddress))
  .max(COMPANY_MAX_ADDRESSES, `At most ${COMPANY_MAX_ADDRESSES} delivery addresses`);

/** `POST /api/companies`: the caller becomes the company's first admin. */
export const createCompanyBodySchema = z.object({
  name: companyName,
  vatId: optionalVatId(companyLabels.vatId),
  billingAddress: requiredText(companyLabels.billingAddress, ORDER_ADDRESS_MAX, { multiline: true }),
  addresses: addressesSchema,
});
export type CreateCompanyForm = z.input<typeof createCompanyBodySchema>;
export type CreateCompanyBody = z.output<typeof createCompanyBodySchema>;

/**
 * The web app's company form (create and edit): the create body whose addresses may carry the
 * `_id` of an address kept, so the same values PATCH the company.
 */
export const companyFormSchema = createCompanyBodySchema.extend({
  addresses: z
    .array(companyAddressInputSchema.extend({ _id: idSchema.optional() }))
    .min(1, saidWhenRefused(() => fieldMessages.oneDeliveryAddress))
    .max(COMPANY_MAX_ADDRESSES, `At most ${COMPANY_MAX_ADDRESSES} delivery addresses`),
});
export type CompanyForm = z.input<typeof companyFormSchema>;

/** `PATCH /api/companies/{id}`: what is sent changes; `addresses` replaces the list (an address kept carries its `_id`). */
export const patchCompanyBodySchema = z
  .object({
    name: companyName.optional(),
    // Left out, the VAT ID stays as it is; null clears it (a name-only PATCH cleared it before).
    vatId: optionalVatId(companyLabels.vatId).optional(),
    billingAddress: requiredText(companyLabels.billingAddress, ORDER_ADDRESS_MAX, { multiline: true }).optional(),
    addresses: z.array(companyAddressInputSchema.extend({ _id: idSchema.optional() })).min(1).max(COMPANY_MAX_ADDRESSES).optional(),
  })
  .strict();
export type PatchCompanyBody = z.output<typeof patchCompanyBodySchema>;

export const companyAddressSchema = z.object({ _id: idSchema, label: z.string(), address: z.string(), country: z.string(), postalCode: z.string() });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

/** A limit in the shop's currency; null is no limit. */
const limitInput = (label: string) => z.union([z.null(), dollarAmount(label, COMPANY_LIMIT_MAX)]);

export const companyMemberSchema = z.object({
  userId: idSchema,
  email: z.string(),
  name: z.string(),
  role: companyRoleSchema,
  orderLimit: z.number().nullable(),
  monthlyLimit: z.number().nullable(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** `GET /api/company`, and every answer that returns the company to a member. */
export const companySchema = z.object({
  _id: idSchema,
  name: z.string(),
  vatId: z.string().nullable(),
  billingAddress: z.string(),
  addresses: z.array(companyAddressSchema),
  suspended: z.boolean(),
  /** The caller's own role. */
  role: companyRoleSchema,
  members: z.array(companyMemberSchema),
  /**
   * Issue 28: how the company pays (every member sees it: it decides whether an order needs a
   * card), and, to its admins and accountants only (the `accounts` right; null to the others),
   * its credit limit and what its invoices leave open, in the shop's currency.
   */
  paymentTerms: paymentTermsSchema.optional(),
  creditLimit: z.number().nullable().optional(),
  openBalance: z.number().nullable().optional(),
  /** Issue 36 item 4: orders confirmed on account, not yet dispatched and so not yet invoiced; the credit check counts them. */
  notInvoiced: z.number().nullable().optional(),
});
export type Company = z.infer<typeof companySchema>;

export const companyParamsSchema = z.object({ id: idSchema });
export const companyMemberParamsSchema = z.object({ id: idSchema, userId: idSchema });

/** `POST /api/companies/{id}/invitations`. */
export const inviteBodySchema = z.object({ email: emailSchema, role: companyRoleSchema });
export type InviteBody = z.infer<typeof inviteBodySchema>;
export const invitationSchema = z.object({ _id: idSchema, companyId: idSchema, email: z.string(), role: companyRoleSchema, expiresAt: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;
/** `GET /api/companies/{id}/invitations` (beyond the contract): the pending ones, newest first. */
export const invitationListSchema = z.array(invitationSchema);
export const invitationParamsSchema = z.object({ id: idSchema, invitationId: idSchema });

/** `POST /api/invitations/accept`: the token of the emailed link. */
export const acceptInvitationBodySchema = z.object({ token: linkTokenSchema });
/** `POST /api/invitations/preview` (beyond the contract): what the link's page says before joining. */
export const invitationPreviewSchema = z.object({ companyName: z.string(), email: z.string(), role: companyRoleSchema, expiresAt: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** `PATCH /api/companies/{id}/members/{userId}`. */
export const patchMemberBodySchema = z
  .object({
    role: companyRoleSchema.optional(),
    orderLimit: limitInput(companyLabels.orderLimit).optional(),
    monthlyLimit: limitInput(companyLabels.monthlyLimit).optional(),
  })
  .strict();
export type PatchMemberBody = z.output<typeof patchMemberBodySchema>;

/** The web app's member form: a limit left empty is no limit (null), as the API takes it. */
const limitField = (label: string) => optionalNumber(label, dollarAmount(label, COMPANY_LIMIT_MAX)).transform((value) => value ?? null);
export const memberFormSchema = z.object({
  role: companyRoleSchema,
  orderLimit: limitField(companyLabels.orderLimit),
  monthlyLimit: limitField(companyLabels.monthlyLimit),
});
export type MemberForm = z.input<typeof memberFormSchema>;

/** `GET /api/company/orders`. */
export const companyOrdersQuerySchema = pageQuerySchema.extend({ status: orderStatusSchema.optional() });

/** `POST /api/orders/{id}/reject`. */
export const REJECT_REASON_MAX = 500;
export const rejectOrderBodySchema = z.object({ reason: requiredText(companyLabels.reason, REJECT_REASON_MAX, { multiline: true }) });
export type RejectOrderBody = z.output<typeof rejectOrderBodySchema>;
