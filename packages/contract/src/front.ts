/**
 * The schemas the shop's front (home, /tools, the session, an error's body) parses its answers
 * with. The web app loads this entry beside its first requests (apps/web/src/lib/schemas.ts), so
 * zod and these modules arrive then, and the rest of the contract (orders, quotes, profiles, ...)
 * only with the pages that use it (docs/decisions/020-first-load-budget.md).
 */
export { accountMessageSchema, changePasswordFormSchema } from "./account";
export { adminCheckSchema, authProvidersSchema, currentSessionSchema, sessionResponseSchema, signInFormSchema, signUpFormSchema, tokenResponseSchema } from "./auth";
export { categoryListSchema } from "./catalogue";
export { checkoutSchema } from "./checkout";
export { contactFormSchema, contactResponseSchema, shopInfoSchema, subscribeBodySchema, subscriptionAnswerSchema } from "./contact";
export { companyFormSchema, companySchema, invitationListSchema, invitationPreviewSchema, invitationSchema, inviteBodySchema, memberFormSchema } from "./companies";
export { companyAuditEntrySchema } from "./company-audit";
export { accountPaymentSchema, companyInvoiceSchema, invoicePaymentIntentResponseSchema, invoicePaymentSessionResponseSchema } from "./company-invoices";
export { deleteResultSchema, orderDetailSchema, orderSchema, placeOrderResponseSchema, refundPreviewSchema } from "./orders";
export { createListBodySchema, deletedListSchema, shoppingListSchema, shoppingListsSchema } from "./lists";
export { errorBodyReadingSchema } from "./errors";
export { paymentConfigSchema, testConfirmResponseSchema } from "./payments";
export { businessDetailsBodySchema, businessDetailsSchema, createProfileResponseSchema, profileFormSchema, profileListSchema, profileSchema, updateProfileResponseSchema } from "./profiles";
export { quickOrderCheckResponseSchema } from "./quick-order";
export { quoteDetailSchema, quoteSchema } from "./quotes";
export { deleteReviewResponseSchema, reviewSchema } from "./reviews";
export { deleteUserResponseSchema, makeAdminResponseSchema, removeAdminResponseSchema, userDocumentSchema } from "./users";
export { emailDetailSchema, emailSummarySchema } from "./emails";
export { officeCompanyRowSchema, officeCompanySchema } from "./office-companies";
export { accountingCodesSchema, monthlyReportSchema } from "./reports";
export { companyStatementSchema, receivablesSchema } from "./statements";
export { deleteToolResponseSchema, toolSchema } from "./tools";
