import { centsToDollars, monthStart, type MonthlyReport, type ReportFigures, type ReportRange, type TaxLine } from "@shop/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";

/*
 * Issue 21 item 9, the accountant's monthly report. A sale is booked when its invoice is issued
 * (one per paid order), so sales are summed by the month of `invoices.issued_at`, whatever
 * happened to the order since; a refund is booked by its credit note's `issued_at`. Each query
 * reads one index range by issue date (invoices_issued_at_idx, credit_notes_issued_at_idx) and
 * the orders by primary key, so a report costs what its months hold, not what the shop ever sold.
 * Months are UTC; rows are grouped by currency too, since every order keeps the currency it was
 * placed in.
 */

/** A tax line as the report sums it, in cents. */
export interface RateCents {
  name: string;
  rateMillis: number;
  netCents: number;
  taxCents: number;
}

/** One month's (or the range's) figures in one currency, in cents. */
export interface FiguresCents {
  currency: string;
  invoices: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
  shippingNetCents: number;
  discountCents: number;
  taxByRate: RateCents[];
  reverseChargeNetCents: number;
  creditNotes: number;
  refundedNetCents: number;
  refundedTaxCents: number;
  refundedGrossCents: number;
  refundTaxByRate: RateCents[];
  refundedReverseChargeNetCents: number;
}

export interface MonthCents extends FiguresCents {
  month: string;
}

export interface MonthlyReportCents {
  from: string;
  to: string;
  months: MonthCents[];
  totals: FiguresCents[];
}

/** A sum of integer columns comes back as a bigint's text (pg) or a bigint (PGlite); cents stay far below 2^53. */
type Sum = string | number | bigint;

interface SalesRow {
  month: string;
  currency: string;
  invoices: Sum;
  net: Sum;
  tax: Sum;
  gross: Sum;
  shipping: Sum;
  discounts: Sum;
  reverse_charge_net: Sum;
}

interface CreditRow {
  month: string;
  currency: string;
  credit_notes: Sum;
  net: Sum;
  tax: Sum;
  gross: Sum;
  reverse_charge_net: Sum;
}

interface RateRow {
  month: string;
  currency: string;
  name: string;
  rate_millis: Sum;
  net: Sum;
  tax: Sum;
}

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers answer raw SQL with `rows`; drizzle types it per driver, so it is named here once.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The report's four reads over [from, until), apart so a test can look at their plans. */
export function monthlyQueries(from: Date, until: Date) {
  const start = from.toISOString();
  const end = until.toISOString();
  const invoiceMonth = sql`to_char(i.issued_at at time zone 'UTC', 'YYYY-MM')`;
  const creditMonth = sql`to_char(c.issued_at at time zone 'UTC', 'YYYY-MM')`;
  const invoiceJoin = sql`invoices i join orders o on o.id = i.order_id`;
  const invoiceRange = sql`i.issued_at >= ${start} and i.issued_at < ${end}`;
  // No foreign key ties a credit note to its order (an issued note stays issued), hence the left join.
  const creditJoin = sql`credit_notes c left join orders o on o.id = c.order_id`;
  const creditRange = sql`c.issued_at >= ${start} and c.issued_at < ${end}`;
  // The stored lines' keys are the contract's TaxLineCents: camelCase, so quoted.
  const rateColumns = sql`t(name text, "rateMillis" integer, "netCents" bigint, "taxCents" bigint)`;
  return {
    sales: sql`select ${invoiceMonth} as month, o.currency, count(*) as invoices, sum(o.net_cents) as net, sum(o.tax_cents) as tax,
      sum(o.price_cents) as gross, sum(o.shipping_net_cents) as shipping, sum(o.discount_cents) as discounts,
      sum(case when o.treatment = 'intra_community' then o.net_cents else 0 end) as reverse_charge_net
      from ${invoiceJoin} where ${invoiceRange} group by 1, 2`,
    // Reverse-charge orders carry a zero-rate line of the destination's tax; they are reported
    // apart (reverse-charge net), so a real zero rate is not mixed with them.
    salesRates: sql`select ${invoiceMonth} as month, o.currency, t.name, t."rateMillis" as rate_millis, sum(t."netCents") as net, sum(t."taxCents") as tax
      from ${invoiceJoin} cross join lateral jsonb_to_recordset(o.tax_lines) as ${rateColumns}
      where ${invoiceRange} and o.treatment <> 'intra_community' group by 1, 2, 3, 4`,
    credits: sql`select ${creditMonth} as month, c.currency, count(*) as credit_notes, sum(c.net_cents) as net, sum(c.tax_cents) as tax,
      sum(c.total_cents) as gross, sum(case when o.treatment = 'intra_community' then c.net_cents else 0 end) as reverse_charge_net
      from ${creditJoin} where ${creditRange} group by 1, 2`,
    creditRates: sql`select ${creditMonth} as month, c.currency, t.name, t."rateMillis" as rate_millis, sum(t."netCents") as net, sum(t."taxCents") as tax
      from ${creditJoin} cross join lateral jsonb_to_recordset(c.tax_lines) as ${rateColumns}
      where ${creditRange} and coalesce(o.treatment, 'domestic') <> 'intra_community' group by 1, 2, 3, 4`,
  };
}

const zeroFigures = (currency: string): FiguresCents => ({
  currency,
  invoices: 0,
  netCents: 0,
  taxCents: 0,
  grossCents: 0,
  shippingNetCents: 0,
  discountCents: 0,
  taxByRate: [],
  reverseChargeNetCents: 0,
  creditNotes: 0,
  refundedNetCents: 0,
  refundedTaxCents: 0,
  refundedGrossCents: 0,
  refundTaxByRate: [],
  refundedReverseChargeNetCents: 0,
});

/** Rates in one order everywhere: by name, then the higher rate first. */
export const byRate = (a: Pick<RateCents, "name" | "rateMillis">, b: Pick<RateCents, "name" | "rateMillis">) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : b.rateMillis - a.rateMillis;

function addRate(lines: RateCents[], line: RateCents): void {
  const same = lines.find((known) => known.name === line.name && known.rateMillis === line.rateMillis);
  if (same) {
    same.netCents += line.netCents;
    same.taxCents += line.taxCents;
  } else {
    lines.push({ ...line });
  }
}

function addFigures(total: FiguresCents, row: FiguresCents): void {
  total.invoices += row.invoices;
  total.netCents += row.netCents;
  total.taxCents += row.taxCents;
  total.grossCents += row.grossCents;
  total.shippingNetCents += row.shippingNetCents;
  total.discountCents += row.discountCents;
  total.reverseChargeNetCents += row.reverseChargeNetCents;
  total.creditNotes += row.creditNotes;
  total.refundedNetCents += row.refundedNetCents;
  total.refundedTaxCents += row.refundedTaxCents;
  total.refundedGrossCents += row.refundedGrossCents;
  total.refundedReverseChargeNetCents += row.refundedReverseChargeNetCents;
  for (const line of row.taxByRate) addRate(total.taxByRate, line);
  for (const line of row.refundTaxByRate) addRate(total.refundTaxByRate, line);
}

/**
 * The report over `range` in cents. `shopCurrency` names the zero row of a month without any
 * invoice or credit note, so every month of the range has a row.
 */
export async function monthlyReportCents(db: Db, range: ReportRange, shopCurrency: string): Promise<MonthlyReportCents> {
  const queries = monthlyQueries(monthStart(range.from), monthStart(range.to, 1));
  const sales = await rowsOf<SalesRow>(db, queries.sales);
  const salesRates = await rowsOf<RateRow>(db, queries.salesRates);
  const credits = await rowsOf<CreditRow>(db, queries.credits);
  const creditRates = await rowsOf<RateRow>(db, queries.creditRates);

  const rows = new Map<string, MonthCents>();
  const rowOf = (month: string, currency: string): MonthCents => {
    const key = `${month} ${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = { month, ...zeroFigures(currency) };
      rows.set(key, row);
    }
    return row;
  };
  for (const sale of sales) {
    const row = rowOf(sale.month, sale.currency);
    row.invoices = Number(sale.invoices);
    row.netCents = Number(sale.net);
    row.taxCents = Number(sale.tax);
    row.grossCents = Number(sale.gross);
    row.shippingNetCents = Number(sale.shipping);
    row.discountCents = Number(sale.discounts);
    row.reverseChargeNetCents = Number(sale.reverse_charge_net);
  }
  for (const credit of credits) {
    const row = rowOf(credit.month, credit.currency);
    row.creditNotes = Number(credit.credit_notes);
    row.refundedNetCents = Number(credit.net);
    row.refundedTaxCents = Number(credit.tax);
    row.refundedGrossCents = Number(credit.gross);
    row.refundedReverseChargeNetCents = Number(credit.reverse_charge_net);
  }
  const rateOf = (rate: RateRow): RateCents => ({ name: rate.name, rateMillis: Number(rate.rate_millis), netCents: Number(rate.net), taxCents: Number(rate.tax) });
  for (const rate of salesRates) rowOf(rate.month, rate.currency).taxByRate.push(rateOf(rate));
  for (const rate of creditRates) rowOf(rate.month, rate.currency).refundTaxByRate.push(rateOf(rate));

  const months: MonthCents[] = [];
  for (const month of range.months) {
    const ofMonth = [...rows.values()].filter((row) => row.month === month).sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
    months.push(...(ofMonth.length > 0 ? ofMonth : [{ month, ...zeroFigures(shopCurrency) }]));
  }
  const totals = new Map<string, FiguresCents>();
  for (const row of months) {
    row.taxByRate.sort(byRate);
    row.refundTaxByRate.sort(byRate);
    let total = totals.get(row.currency);
    if (!total) {
      total = zeroFigures(row.currency);
      totals.set(row.currency, total);
    }
    addFigures(total, row);
  }
  for (const total of totals.values()) {
    total.taxByRate.sort(byRate);
    total.refundTaxByRate.sort(byRate);
  }
  return { from: range.from, to: range.to, months, totals: [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0)) };
}

const rateInDollars = (line: RateCents): TaxLine => ({ name: line.name, rate: line.rateMillis / 1000, net: centsToDollars(line.netCents), tax: centsToDollars(line.taxCents) });

/** Cents to the answer's major units. */
export function figuresInDollars(figures: FiguresCents): ReportFigures {
  return {
    currency: figures.currency,
    invoices: figures.invoices,
    net: centsToDollars(figures.netCents),
    tax: centsToDollars(figures.taxCents),
    gross: centsToDollars(figures.grossCents),
    shipping: centsToDollars(figures.shippingNetCents),
    discounts: centsToDollars(figures.discountCents),
    taxByRate: figures.taxByRate.map(rateInDollars),
    reverseChargeNet: centsToDollars(figures.reverseChargeNetCents),
    creditNotes: figures.creditNotes,
    refundedNet: centsToDollars(figures.refundedNetCents),
    refundedTax: centsToDollars(figures.refundedTaxCents),
    refundedGross: centsToDollars(figures.refundedGrossCents),
    refundTaxByRate: figures.refundTaxByRate.map(rateInDollars),
    refundedReverseChargeNet: centsToDollars(figures.refundedReverseChargeNetCents),
  };
}

/** `GET /api/reports/monthly`: the report in major units. */
export async function monthlyReport(db: Db, range: ReportRange, shopCurrency: string): Promise<MonthlyReport> {
  const report = await monthlyReportCents(db, range, shopCurrency);
  return {
    from: report.from,
    to: report.to,
    months: report.months.map((row) => ({ month: row.month, ...figuresInDollars(row) })),
    totals: report.totals.map(figuresInDollars),
  };
}
