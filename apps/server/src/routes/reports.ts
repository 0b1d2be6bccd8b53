import { serverMessages, accountingCodesSchema, ledgerQuerySchema, monthlyCsvQuerySchema, monthlyReportQuerySchema, monthlyReportSchema, resolveReportRange, type MonthlyReportQuery, type ReportRange } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { accountingCodesOf, journalCsv, setAccountingCodes } from "../modules/reports/journal";
import { ledgerCsv } from "../modules/reports/ledger";
import { monthlyReport, monthlyReportCents } from "../modules/reports/monthly";
import { monthlyReportCsv, takingsCsv } from "../modules/reports/monthly-csv";

/**
 * The schema has checked the range already; it is read again here for its defaults, and a
 * request that straddled midnight at a month's end is refused rather than stretched.
 */
function rangeOf(query: MonthlyReportQuery, timeZone: string): ReportRange {
  const range = resolveReportRange(query, new Date(), timeZone);
  if ("problem" in range) throw badRequest(serverMessages.invalidRequest, [{ path: `querystring.${range.field}`, message: range.problem }]);
  return range;
}

/** Every `/api/reports…` route: the accountant's figures (issue 21 item 9, issue 25 item 5), office only. */
export const reportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/reports/monthly",
    { onRequest: ctx.guards.admin, schema: { querystring: monthlyReportQuerySchema, response: { 200: monthlyReportSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return monthlyReport(ctx.db, rangeOf(request.query, ctx.config.shop.timeZone), ctx.config.shop.currency, ctx.config.shop.timeZone);
    },
  );

  app.get(
    "/reports/monthly.csv",
    {
      onRequest: ctx.guards.admin,
      schema: {
        querystring: monthlyCsvQuerySchema,
        response: { 200: z.string().describe("text/csv, one row per month, currency, country and rate; with part=takings, one per month, currency and payment method") },
      },
    },
    async (request, reply) => {
      const range = rangeOf(request.query, ctx.config.shop.timeZone);
      const report = await monthlyReportCents(ctx.db, range, ctx.config.shop.currency, ctx.config.shop.timeZone);
      const takings = request.query.part === "takings";
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${takings ? "takings" : "monthly-report"}-${range.from}-to-${range.to}.csv"`)
        .header("cache-control", "no-store")
        .send(takings ? takingsCsv(report.takings) : monthlyReportCsv(report.byCountry));
    },
  );

  // The same months as the report (one query schema, one range rule), so both cover the same documents.
  app.get(
    "/reports/journal.csv",
    {
      onRequest: ctx.guards.admin,
      schema: { querystring: monthlyReportQuerySchema, response: { 200: z.string().describe("text/csv, one row per invoice or credit note and rate, for a bookkeeping import") } },
    },
    async (request, reply) => {
      const range = rangeOf(request.query, ctx.config.shop.timeZone);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="journal-${range.from}-to-${range.to}.csv"`)
        .header("cache-control", "no-store")
        .send(await journalCsv(ctx.db, range, ctx.config.shop.timeZone));
    },
  );

  // Issue 36 item 6: the same months as double entry, in our columns or an importer's.
  app.get(
    "/reports/ledger.csv",
    {
      onRequest: ctx.guards.admin,
      schema: { querystring: ledgerQuerySchema, response: { 200: z.string().describe("text/csv, a row per account of each document, payment and refund; debits equal credits per document") } },
    },
    async (request, reply) => {
      const range = rangeOf(request.query, ctx.config.shop.timeZone);
      const format = request.query.format;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="ledger-${format ? `${format}-` : ""}${range.from}-to-${range.to}.csv"`)
        .header("cache-control", "no-store")
        .send(await ledgerCsv(ctx.db, range, ctx.config.shop.timeZone, ctx.config.shop.currency, format));
    },
  );

  app.get("/reports/accounting-codes", { onRequest: ctx.guards.admin, schema: { response: { 200: accountingCodesSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { codes: await accountingCodesOf(ctx.db) };
  });

  app.put(
    "/reports/accounting-codes",
    { onRequest: ctx.guards.admin, schema: { body: accountingCodesSchema, response: { 200: accountingCodesSchema } } },
    async (request) => ({ codes: await setAccountingCodes(ctx.db, request.body.codes) }),
  );
};
