import {
  accountPaymentListSchema,
  accountPaymentSchema,
  applyUnappliedBodySchema,
  applyUnappliedParamsSchema,
  refundAccountPaymentBodySchema,
  companyAuditListSchema,
  companyInvoiceListSchema,
  companyInvoicesQuerySchema,
  idParamsSchema,
  officeCompaniesQuerySchema,
  officeCompanyListSchema,
  officeCompanyQuerySchema,
  officeCompanySchema,
  officeOrderBodySchema,
  officeQuoteBodySchema,
  orderSchema,
  pageQuerySchema,
  patchOfficeCompanyBodySchema,
  quoteSchema,
  recordTransferBodySchema,
  statementQuerySchema,
  vatCheckBodySchema,
} from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/guard";
import type { AppContext } from "../context";
import { answerInTransaction, idempotencyKeyOf, idempotent } from "../lib/idempotency";
import { sendAttachment } from "../lib/attachment";
import { placeOfficeOrder } from "../modules/companies/office-orders";
import { requestOfficeQuote } from "../modules/companies/office-quotes";
import { toQuoteDocument } from "../modules/quotes/quotes";
import { orderDocument } from "../modules/orders/documents";
import { pageOf, sendList } from "../lib/paging";
import { officeAuditTrail } from "../modules/companies/audit";
import { markCompanyVatChecked, officeCompanies, officeCompany, patchOfficeCompany } from "../modules/companies/office";
import { statementFile, statementOf } from "../modules/receivables/statement";
import { languageOfCompany } from "../modules/users/users";
import { officeCompanyInvoices } from "../modules/account-payments/invoices";
import { listCompanyPayments } from "../modules/account-payments/payments";
import { recordTransfer } from "../modules/account-payments/transfers";
import { applyUnapplied } from "../modules/account-payments/unapplied";
import { refundAccountPayment } from "../modules/account-payments/office-refund";

/** Issue 27: `/api/admin/companies…`, the office's Companies (shop admins only; a company admin is not one). */
export const adminCompanyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { guards } = ctx;
  const idempotency = idempotent(ctx.db);

  app.get(
    "/admin/companies",
    { onRequest: guards.admin, schema: { description: "`q`: part of the name, any case. Newest first.", querystring: officeCompaniesQuerySchema, response: { 200: officeCompanyListSchema } } },
    async (request, reply) => sendList(request, reply, await officeCompanies(ctx.db, request.query, pageOf(request.query))),
  );

  app.get(
    "/admin/companies/:id",
    {
      onRequest: guards.admin,
      schema: {
        description: "`page`, `limit`: which page of the company's orders comes with it, newest first (default the latest 20); `ordersTotal` counts them all.",
        params: idParamsSchema,
        querystring: officeCompanyQuerySchema,
        response: { 200: officeCompanySchema },
      },
    },
    async (request) => officeCompany(ctx.db, request.params.id, ctx.config.orders.creditHoldDays, ctx.config.shop.timeZone, pageOf(request.query)),
  );

  app.get(
    "/admin/companies/:id/audit",
    {
      onRequest: guards.admin,
      schema: {
        description: "Issue 35: the company's audit trail, as its admins read it at `GET /api/companies/{id}/audit`, newest first, paged. An unknown company: 404.",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: companyAuditListSchema },
      },
    },
    async (request, reply) => sendList(request, reply, await officeAuditTrail(ctx.db, request.params.id, pageOf(request.query))),
  );

  app.patch(
    "/admin/companies/:id",
    {
      onRequest: guards.admin,
      schema: {
        description:
          "`suspended: true`: its members read but cannot order or accept a quote (403) until released. Issue 28: `paymentTerms` (`prepaid`, `net15`, `net30`, `net60`, `on_shipment`) and `creditLimit` (0 or more, in the shop's currency): a member's order within the limit and not on hold is then placed `confirmed` and invoiced with a due date.",
        params: idParamsSchema,
        body: patchOfficeCompanyBodySchema,
        response: { 200: officeCompanySchema },
      },
    },
    async (request) => patchOfficeCompany(ctx.db, principalOf(request), request.params.id, request.body, ctx.config.orders.creditHoldDays, ctx.config.shop.timeZone),
  );

  // Beyond CONTRACT, as the office's check of an account's VAT ID is (`/api/profile/{email}/vat-check`).
  app.put(
    "/admin/companies/:id/vat-check",
    {
      onRequest: guards.admin,
      schema: {
        description:
          "The office checked the company's VAT ID by hand: its members' orders are then exempt where the ID exempts, until the company changes it. `vatId` names the ID checked: one the company no longer keeps is 409.",
        params: idParamsSchema,
        body: vatCheckBodySchema,
      },
    },
    async (request, reply) => {
      await markCompanyVatChecked(ctx.db, request.params.id, { vatId: request.body.vatId });
      return reply.status(204).send();
    },
  );

  app.delete(
    "/admin/companies/:id/vat-check",
    { onRequest: guards.admin, schema: { description: "Withdraws the office's check of the company's VAT ID.", params: idParamsSchema } },
    async (request, reply) => {
      await markCompanyVatChecked(ctx.db, request.params.id, null);
      return reply.status(204).send();
    },
  );

  app.post(
    "/admin/companies/:id/orders",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description:
          "After a call, the office places an order for a member (`buyerEmail`) to one of the company's addresses. The member is emailed and pays as usual (issue 28: for a company on terms within its credit and not on hold, it is confirmed on account, as the member's own order would be); their spending limits do not apply, and the history says so. A member who does not order (an accountant), or an email of no member: 400. A suspended company: 409.",
        params: idParamsSchema,
        body: officeOrderBodySchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await placeOfficeOrder(ctx.db, principalOf(request), request.params.id, request.body, ctx.config.orders, ctx.config, ctx.vat, async (tx, order) => answer.keep(tx, 201, await orderDocument(tx, order)));
      ctx.catalogue.invalidate();
      return answer.send();
    },
  );

  app.post(
    "/admin/companies/:id/quotes",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description:
          "Beyond the contract (issue 27 item 6): after a call, the office asks for a quote for a member (`buyerEmail`), as `POST /api/quotes` takes it. The quote is the member's and the company's and names the office (`requestedByOffice`); the member is emailed, the office too as for any request, and the member accepts it as any quote. A member who does not order (an accountant), or an email of no member: 400. A suspended company's members may still ask, and so may the office for them.",
        params: idParamsSchema,
        body: officeQuoteBodySchema,
        response: { 201: quoteSchema },
      },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      const now = new Date();
      await requestOfficeQuote(ctx.db, ctx.config, principalOf(request), request.params.id, request.body, async (tx, quote) => answer.keep(tx, 201, toQuoteDocument(quote, now)), now);
      return answer.send();
    },
  );

  // Issue 28 item 5: the statement the company downloads, for the office (decision 041).
  for (const format of ["pdf", "csv"] as const) {
    app.get(
      `/admin/companies/:id/statement.${format}`,
      {
        onRequest: guards.admin,
        schema: {
          description: "The company's statement of account, as `GET /api/company/statement.pdf|.csv` answers it to its members. An unknown company: 404.",
          params: idParamsSchema,
          querystring: statementQuerySchema,
          response: { 200: z.any().describe(format === "pdf" ? "application/pdf" : "text/csv") },
        },
      },
      async (request, reply) => {
        const file = await statementFile((wordsIn) => statementOf(ctx.db, request.params.id, request.query, ctx.config.shop, { wordsIn }), format, ctx.config.shop, () => languageOfCompany(ctx.db, request.params.id));
        return sendAttachment(reply, file);
      },
    );
  }

  // Issue 28 (decision 041): a company's invoices on account and its payments, and the transfers the office records.
  app.get(
    "/admin/companies/:id/invoices",
    {
      onRequest: guards.admin,
      schema: { description: "Beyond the contract: the company's invoices as its members read them (`GET /api/company/invoices`).", params: idParamsSchema, querystring: companyInvoicesQuerySchema, response: { 200: companyInvoiceListSchema } },
    },
    async (request, reply) => sendList(request, reply, await officeCompanyInvoices(ctx.db, request.params.id, request.query.status, pageOf(request.query), ctx.config.shop.timeZone)),
  );

  app.get(
    "/admin/companies/:id/payments",
    {
      onRequest: guards.admin,
      schema: { description: "Beyond the contract: the company's payments on account, newest first, with what each applied and left unapplied.", params: idParamsSchema, querystring: pageQuerySchema, response: { 200: accountPaymentListSchema } },
    },
    async (request, reply) => sendList(request, reply, await listCompanyPayments(ctx.db, request.params.id, pageOf(request.query))),
  );

  app.post(
    "/admin/companies/:id/payments",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description:
          "A bank transfer received, applied at once. The allocations add up to at most `amount`; the rest stays unapplied. An allocation beyond its invoice's balance: 409; another company's invoice: 404; either way nothing is recorded. The same reference (any case), amount and day for the company again: 409.",
        params: idParamsSchema,
        body: recordTransferBodySchema,
        response: { 201: accountPaymentSchema },
      },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      await recordTransfer(ctx.db, ctx.config, principalOf(request), request.params.id, request.body, (tx, payment) => answer.keep(tx, 201, payment));
      return answer.send();
    },
  );

  app.post(
    "/admin/companies/:id/payments/:paymentId/apply",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description:
          "Beyond the contract: applies some of a payment's unapplied money to open invoices of the same company, in one transaction, all or nothing. The amounts adding up to more than is unapplied, or one beyond its invoice's balance: 409; an unknown payment, one of another company, or another company's invoice: 404; nothing is applied on a refusal. Answers the payment.",
        params: applyUnappliedParamsSchema,
        body: applyUnappliedBodySchema,
        response: { 200: accountPaymentSchema },
      },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      const target = { companyId: request.params.id, paymentId: request.params.paymentId };
      await applyUnapplied(ctx.db, ctx.config, principalOf(request), target, request.body, (tx, payment) => answer.keep(tx, 200, payment));
      return answer.send();
    },
  );

  app.post(
    "/admin/companies/:id/payments/:paymentId/refund",
    {
      onRequest: guards.admin,
      ...idempotency,
      schema: {
        description:
          "Beyond the contract (issue 37, decision 059): the office gives an applied payment back, whole or in part, through the method that paid it: the card's provider, bKash's or SSLCommerz's refund, or (a bank transfer) the office's own transfer, whose `reference` is then required (400) and recorded once. The money comes off the payment's unapplied money first, then off the invoices it paid, newest allocation first; the company's admins and accountants are emailed. More than is left of the payment (refunds pending included), a payment not applied, or a provider the shop no longer has: 409; an unknown payment or another company's: 404; nothing changes on a refusal. A retry with the same Idempotency-Key resumes the same refund. Answers the payment.",
        params: applyUnappliedParamsSchema,
        body: refundAccountPaymentBodySchema,
        response: { 200: accountPaymentSchema },
      },
    },
    async (request, reply) => {
      const answer = answerInTransaction(request, reply);
      const target = { companyId: request.params.id, paymentId: request.params.paymentId };
      await refundAccountPayment(ctx, principalOf(request), target, request.body, { requestKey: idempotencyKeyOf(request), then: (tx, payment) => answer.keep(tx, 200, payment) });
      return answer.send();
    },
  );
};
