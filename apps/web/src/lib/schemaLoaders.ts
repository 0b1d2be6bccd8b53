import type * as Front from "@shop/contract/front";
import type { SchemaName } from "./schemas";

/**
 * Each of `@shop/contract/front`'s schemas loaded from its own module, not from the barrel: a
 * barrel imported at run time brings every module it names, and evaluating a schema module builds
 * each of its schemas. Built together they were most of the "zod" chunk's evaluation, the longest
 * task of every page with a form (docs/performance.md, "Why sign in scores 84"); now a page builds
 * the schemas of the modules it uses. The type keeps this table and front.ts the same list.
 */
const loaders: { [K in SchemaName]: () => Promise<(typeof Front)[K]> } = {
  accountMessageSchema: () => import("@shop/contract/schemas/account").then((module) => module.accountMessageSchema),
  changePasswordFormSchema: () => import("@shop/contract/schemas/account").then((module) => module.changePasswordFormSchema),
  adminCheckSchema: () => import("@shop/contract/schemas/auth").then((module) => module.adminCheckSchema),
  authProvidersSchema: () => import("@shop/contract/schemas/auth").then((module) => module.authProvidersSchema),
  currentSessionSchema: () => import("@shop/contract/schemas/auth").then((module) => module.currentSessionSchema),
  sessionResponseSchema: () => import("@shop/contract/schemas/auth").then((module) => module.sessionResponseSchema),
  signInFormSchema: () => import("@shop/contract/schemas/auth").then((module) => module.signInFormSchema),
  signUpFormSchema: () => import("@shop/contract/schemas/auth").then((module) => module.signUpFormSchema),
  tokenResponseSchema: () => import("@shop/contract/schemas/auth").then((module) => module.tokenResponseSchema),
  categoryListSchema: () => import("@shop/contract/schemas/catalogue").then((module) => module.categoryListSchema),
  checkoutSchema: () => import("@shop/contract/schemas/checkout").then((module) => module.checkoutSchema),
  contactFormSchema: () => import("@shop/contract/schemas/contact").then((module) => module.contactFormSchema),
  contactResponseSchema: () => import("@shop/contract/schemas/contact").then((module) => module.contactResponseSchema),
  shopInfoSchema: () => import("@shop/contract/schemas/contact").then((module) => module.shopInfoSchema),
  subscribeBodySchema: () => import("@shop/contract/schemas/contact").then((module) => module.subscribeBodySchema),
  subscriptionAnswerSchema: () => import("@shop/contract/schemas/contact").then((module) => module.subscriptionAnswerSchema),
  companyFormSchema: () => import("@shop/contract/schemas/companies").then((module) => module.companyFormSchema),
  inviteBodySchema: () => import("@shop/contract/schemas/companies").then((module) => module.inviteBodySchema),
  memberFormSchema: () => import("@shop/contract/schemas/companies").then((module) => module.memberFormSchema),
  companySchema: () => import("@shop/contract/schemas/companies").then((module) => module.companySchema),
  invitationListSchema: () => import("@shop/contract/schemas/companies").then((module) => module.invitationListSchema),
  invitationPreviewSchema: () => import("@shop/contract/schemas/companies").then((module) => module.invitationPreviewSchema),
  invitationSchema: () => import("@shop/contract/schemas/companies").then((module) => module.invitationSchema),
  companyAuditEntrySchema: () => import("@shop/contract/schemas/company-audit").then((module) => module.companyAuditEntrySchema),
  accountPaymentSchema: () => import("@shop/contract/schemas/company-invoices").then((module) => module.accountPaymentSchema),
  companyInvoiceSchema: () => import("@shop/contract/schemas/company-invoices").then((module) => module.companyInvoiceSchema),
  invoicePaymentIntentResponseSchema: () => import("@shop/contract/schemas/company-invoices").then((module) => module.invoicePaymentIntentResponseSchema),
  invoicePaymentSessionResponseSchema: () => import("@shop/contract/schemas/company-invoices").then((module) => module.invoicePaymentSessionResponseSchema),
  deleteResultSchema: () => import("@shop/contract/schemas/orders").then((module) => module.deleteResultSchema),
  orderDetailSchema: () => import("@shop/contract/schemas/orders").then((module) => module.orderDetailSchema),
  orderSchema: () => import("@shop/contract/schemas/orders").then((module) => module.orderSchema),
  refundPreviewSchema: () => import("@shop/contract/schemas/orders").then((module) => module.refundPreviewSchema),
  placeOrderResponseSchema: () => import("@shop/contract/schemas/orders").then((module) => module.placeOrderResponseSchema),
  createListBodySchema: () => import("@shop/contract/schemas/lists").then((module) => module.createListBodySchema),
  deletedListSchema: () => import("@shop/contract/schemas/lists").then((module) => module.deletedListSchema),
  shoppingListSchema: () => import("@shop/contract/schemas/lists").then((module) => module.shoppingListSchema),
  shoppingListsSchema: () => import("@shop/contract/schemas/lists").then((module) => module.shoppingListsSchema),
  errorBodyReadingSchema: () => import("@shop/contract/schemas/errors").then((module) => module.errorBodyReadingSchema),
  paymentConfigSchema: () => import("@shop/contract/schemas/payments").then((module) => module.paymentConfigSchema),
  testConfirmResponseSchema: () => import("@shop/contract/schemas/payments").then((module) => module.testConfirmResponseSchema),
  businessDetailsBodySchema: () => import("@shop/contract/schemas/profiles").then((module) => module.businessDetailsBodySchema),
  businessDetailsSchema: () => import("@shop/contract/schemas/profiles").then((module) => module.businessDetailsSchema),
  createProfileResponseSchema: () => import("@shop/contract/schemas/profiles").then((module) => module.createProfileResponseSchema),
  updateProfileResponseSchema: () => import("@shop/contract/schemas/profiles").then((module) => module.updateProfileResponseSchema),
  profileFormSchema: () => import("@shop/contract/schemas/profiles").then((module) => module.profileFormSchema),
  profileListSchema: () => import("@shop/contract/schemas/profiles").then((module) => module.profileListSchema),
  profileSchema: () => import("@shop/contract/schemas/profiles").then((module) => module.profileSchema),
  quickOrderCheckResponseSchema: () => import("@shop/contract/schemas/quick-order").then((module) => module.quickOrderCheckResponseSchema),
  quoteDetailSchema: () => import("@shop/contract/schemas/quotes").then((module) => module.quoteDetailSchema),
  quoteSchema: () => import("@shop/contract/schemas/quotes").then((module) => module.quoteSchema),
  reviewSchema: () => import("@shop/contract/schemas/reviews").then((module) => module.reviewSchema),
  deleteReviewResponseSchema: () => import("@shop/contract/schemas/reviews").then((module) => module.deleteReviewResponseSchema),
  deleteUserResponseSchema: () => import("@shop/contract/schemas/users").then((module) => module.deleteUserResponseSchema),
  makeAdminResponseSchema: () => import("@shop/contract/schemas/users").then((module) => module.makeAdminResponseSchema),
  removeAdminResponseSchema: () => import("@shop/contract/schemas/users").then((module) => module.removeAdminResponseSchema),
  userDocumentSchema: () => import("@shop/contract/schemas/users").then((module) => module.userDocumentSchema),
  emailDetailSchema: () => import("@shop/contract/schemas/emails").then((module) => module.emailDetailSchema),
  emailSummarySchema: () => import("@shop/contract/schemas/emails").then((module) => module.emailSummarySchema),
  officeCompanyRowSchema: () => import("@shop/contract/schemas/office-companies").then((module) => module.officeCompanyRowSchema),
  officeCompanySchema: () => import("@shop/contract/schemas/office-companies").then((module) => module.officeCompanySchema),
  accountingCodesSchema: () => import("@shop/contract/schemas/reports").then((module) => module.accountingCodesSchema),
  monthlyReportSchema: () => import("@shop/contract/schemas/reports").then((module) => module.monthlyReportSchema),
  companyStatementSchema: () => import("@shop/contract/schemas/statements").then((module) => module.companyStatementSchema),
  receivablesSchema: () => import("@shop/contract/schemas/statements").then((module) => module.receivablesSchema),
  deleteToolResponseSchema: () => import("@shop/contract/schemas/tools").then((module) => module.deleteToolResponseSchema),
  toolSchema: () => import("@shop/contract/schemas/tools").then((module) => module.toolSchema),
};

/** The schema `name` of `@shop/contract/front`, from its own module. */
export function loadSchema<K extends SchemaName>(name: K): Promise<(typeof Front)[K]> {
  return loaders[name]();
}
