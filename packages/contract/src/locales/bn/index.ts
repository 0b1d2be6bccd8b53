import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { addBanglaSources, compiledBanglaOf, packBangla, type CompiledMessage } from "../bangla";
import account from "./account";
import accountRefunds from "./account-refunds";
import accountEmails from "./account-email-texts";
import accountTexts from "./account-texts";
import adminPage from "./admin-page-texts";
import authPages from "./auth-page-texts";
import billing from "./billing-texts";
import blog from "./blog-texts";
import bulkTexts from "./bulk-texts";
import buyerParts from "./buyer-parts-texts";
import cart from "./cart";
import carts from "./carts";
import cashAndDeposits from "./cash-and-deposits";
import catalogue from "./catalogue";
import catalogueTexts from "./catalogue-texts";
import companies from "./companies-texts";
import companyAudit from "./company-audit-texts";
import companyInvoicesPage from "./company-invoices-page-texts";
import companyOrdersPage from "./company-orders-page-texts";
import companyPage from "./company-page-texts";
import contact from "./contact";
import contactEmails from "./contact-email-texts";
import contactPageTexts from "./contact-page-texts";
import countries from "./countries";
import creditNote from "./credit-note-texts";
import dashboard from "./dashboard-texts";
import discountPage from "./discount-page-texts";
import discount from "./discount-texts";
import fields from "./fields";
import documents from "./document-texts";
import home from "./home-texts";
import layout from "./layout-texts";
import listsPage from "./lists-page-texts";
import listsTexts from "./lists-texts";
import messages from "./messages";
import officeCompanies from "./office-companies";
import officeCompanyPage from "./office-company-page-texts";
import officeOrders from "./office-orders-texts";
import orderEmails from "./order-email-texts";
import orderHistory from "./order-history-texts";
import orderStatus from "./order-status";
import orders from "./orders";
import ordersPage from "./orders-page-texts";
import paymentPage from "./payment-page-texts";
import payments from "./payments";
import portfolioTexts from "./portfolio-texts";
import priceListPage from "./price-list-page-texts";
import priceLists from "./price-lists";
import pricing from "./pricing";
import profilePage from "./profile-page-texts";
import productAdmin from "./product-admin-texts";
import profiles from "./profiles";
import publicPages from "./public-page-texts";
import purchasePage from "./purchase-page-texts";
import quickOrderPage from "./quick-order-page-texts";
import quickOrderTexts from "./quick-order-texts";
import quoteEmails from "./quote-email-texts";
import quoteTexts from "./quote-texts";
import quotes from "./quotes";
import quotesPage from "./quotes-page-texts";
import reportPage from "./report-page-texts";
import report from "./report-texts";
import reviewPage from "./review-page-texts";
import reviews from "./reviews";
import sentEmail from "./sent-email-texts";
import server from "./server-texts";
import shippingPage from "./shipping-page-texts";
import shipping from "./shipping-texts";
import shopSettings from "./shop-settings";
import statement from "./statement-texts";
import tax from "./tax-texts";
import taxTreatment from "./tax-treatment";
import terms from "./terms-texts";
import tools from "./tools";
import toolsPage from "./tools-page-texts";

/*
 * The Bangla catalogue (issue 38, decision 056): one module per words module of the contract,
 * named as it is, each holding the Bangla of that module's objects of words. One per line, in the
 * order of their files' names.
 */
const catalogues = [
  account,
  accountEmails,
  accountTexts,
  adminPage,
  authPages,
  billing,
  blog,
  bulkTexts,
  buyerParts,
  cart,
  carts,
  cashAndDeposits,
  accountRefunds,
  catalogue,
  catalogueTexts,
  companies,
  companyAudit,
  companyInvoicesPage,
  companyOrdersPage,
  companyPage,
  contact,
  contactEmails,
  contactPageTexts,
  countries,
  creditNote,
  dashboard,
  discountPage,
  discount,
  documents,
  fields,
  home,
  layout,
  listsPage,
  listsTexts,
  messages,
  officeCompanies,
  officeCompanyPage,
  officeOrders,
  orderEmails,
  orderHistory,
  orderStatus,
  orders,
  ordersPage,
  paymentPage,
  payments,
  portfolioTexts,
  priceListPage,
  priceLists,
  pricing,
  profilePage,
  productAdmin,
  profiles,
  publicPages,
  purchasePage,
  quickOrderPage,
  quickOrderTexts,
  quoteEmails,
  quoteTexts,
  quotes,
  quotesPage,
  reportPage,
  report,
  reviewPage,
  reviews,
  sentEmail,
  server,
  shippingPage,
  shipping,
  shopSettings,
  statement,
  tax,
  taxTreatment,
  terms,
  tools,
  toolsPage,
];

/** Every words module's Bangla, by namespace. */
const everyNamespace = (): Record<string, unknown> => Object.assign({}, ...catalogues) as Record<string, unknown>;

let loaded = false;

/**
 * Makes all the Bangla words answer: once, in the server, and in a Bangla page after it hydrates
 * (before, it has the compiled messages its render used, decision 060). Each message is compiled
 * when first said.
 */
export function loadBanglaCatalogue(): void {
  if (loaded) return;
  loaded = true;
  addBanglaSources(everyNamespace(), compileMessageOrThrow);
}

/**
 * Every message compiled, by id (decision 060): what the web build writes as the whole
 * catalogue's JSON, so that a Bangla page's browser neither runs these sources nor the compiler.
 * A message ICU cannot read throws, and fails the build.
 */
export function compiledBanglaCatalogue(): Record<string, CompiledMessage> {
  loadBanglaCatalogue();
  return compiledBanglaOf(Object.keys(everyNamespace()));
}

/** The whole catalogue compiled and packed by namespace (`packBangla`): the web build's file. */
export const packedBanglaCatalogue = (): Record<string, string> => packBangla(compiledBanglaCatalogue());
