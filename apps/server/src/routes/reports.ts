import { monthlyReportQuerySchema, monthlyReportSchema, resolveReportRange, type MonthlyReportQuery, type ReportRange } from "@shop/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../context";
import { badRequest } from "../errors";
import { monthlyReport, monthlyReportCents } from "../modules/reports/monthly";
import { monthlyReportCsv } from "../modules/reports/monthly-csv";

/**
 * The schema has checked the range already; it is read again here for its defaults, and a
 * request that straddled midnight at a month's end is refused rather than stretched.
 */
function rangeOf(query: MonthlyReportQuery): ReportRange {
  const range = resolveReportRange(query, new Date());
  if ("problem" in range) throw badRequest("The request is invalid", [{ path: `querystring.${range.field}`, message: range.problem }]);
  return range;
}

/** Every `/api/reports…` route: the accountant's figures (issue 21 item 9), office only. */
export const reportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    "/reports/monthly",
    { onRequest: ctx.guards.admin, schema: { querystring: monthlyReportQuerySchema, response: { 200: monthlyReportSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return monthlyReport(ctx.db, rangeOf(request.query), ctx.config.shop.currency);
    },
  );

  app.get(
    "/reports/monthly.csv",
    {
      onRequest: ctx.guards.admin,
      schema: { querystring: monthlyReportQuerySchema, response: { 200: z.string().describe("text/csv, one row per month and currency, a net and a tax column per rate") } },
    },
    async (request, reply) => {
      const range = rangeOf(request.query);
      const report = await monthlyReportCents(ctx.db, range, ctx.config.shop.currency);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="monthly-report-${range.from}-to-${range.to}.csv"`)
        .header("cache-control", "no-store")
        .send(monthlyReportCsv(report.months));
    },
  );
};
