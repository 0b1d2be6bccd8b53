import {
  centsToDollars,
  discountByRate,
  type MonthlyReport,
  type ReportCountryFigures,
  type ReportFigures,
  type ReportRange,
  type TaxLine,
} from "@shop/contract";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monthBound, monthIn, nextMonth, rowsOf } from "./monthly-bounds";
import { takingsCents, takingsInDollars, takingsMonthInDollars, takingsTotalsCents, type TakingsCents } from "./takings";

/*
 * Issue 21 item 9 and issue 25 item 5, the accountant's monthly report. A sale is booked when
 * its invoice is issued (one per paid order), so sales are summed by the month of
 * `invoices.issued_at`, whatever happened to the order since; a refund is booked by its credit
 * note's `issued_at`. Months are calendar months in SHOP_TIMEZONE: each query reads one index
 * range by issue date (invoices_issued_at_idx, credit_notes_issued_at_idx) between the UTC
 * instants of the zone's month bounds, and the orders by primary key, so a report costs what its
 * months hold. Rows are grouped by currency too, since every order keeps its currency, and by
 * country and rate, so an EU member state's figures can be read off (docs/decisions/029-books.md).
 */

/** A tax line as the report sums it, in cents. */
export interface RateCents {
  name: string;
  rateMillis: number;
  netCents: number;
  taxCents: number;
}

/** How a sale's net is taxed, as the report's columns split it. */
type Kind = "taxed" | "intra_community" | "export" | "outside";

/** What a sale, a refund or a discount adds to one column family. */
interface Split {
  netCents: number;
  taxCents: number;
  exemptNetCents: number;
  zeroRatedNetCents: number;
  outsideScopeNetCents: number;
}

/** One currency's figures, for a month or the range, in cents. */
export interface FiguresCents {
  currency: string;
  invoices: number;
  netCents: number;
  taxCents: number;
  grossCents: number;
  shippingNetCents: number;
  /** Issue 36 item 5: Bangladesh's supplementary duty, inside `netCents` (the VAT base) yet owed to the state. */
  sdCents: number;
  discountNetCents: number;
  discountTaxCents: number;
  taxByRate: RateCents[];
  exemptNetCents: number;
  zeroRatedNetCents: number;
  outsideScopeNetCents: number;
  creditNotes: number;
  refundedNetCents: number;
  refundedTaxCents: number;
  refundedGrossCents: number;
  refundTaxByRate: RateCents[];
  refundedExemptNetCents: number;
  refundedZeroRatedNetCents: number;
  refundedOutsideScopeNetCents: number;
  refundedSdCents: number;
}

export interface MonthCents extends FiguresCents {
  month: string;
}

/** One currency, country and rate (null: no tax set up), for a month or the range, in cents. */
export interface CountryCents {
  currency: string;
  country: string;
  name: string;
  rateMillis: number | null;
  /** An OSS correction's earlier period ("2026-Q1"), null on the current period's rows (issue 36 finding 16). */
  correctsPeriod: string | null;
  sales: Split;
  refunds: Split;
  discountNetCents: number;
  discountTaxCents: number;
}

export interface CountryMonthCents extends CountryCents {
  month: string;
}

export interface MonthlyReportCents {
  from: string;
  to: string;
  timeZone: string;
  months: MonthCents[];
  totals: FiguresCents[];
  byCountry: CountryMonthCents[];
  countryTotals: CountryCents[];
  /** Issue 37 item 8: the money received and given back per month, currency and method (takings.ts). */
  takings: TakingsCents[];
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
  sd: Sum;
}

interface CreditRow {
  month: string;
  currency: string;
  credit_notes: Sum;
  net: Sum;
  tax: Sum;
  gross: Sum;
  sd: Sum;
}

interface RateRow {
  month: string;
  currency: string;
  country: string;
  kind: Kind;
  name: string | null;
  rate_millis: Sum | null;
  /** The earlier OSS quarter a credit note corrects, else null (sales: always null). */
  corrects: string | null;
  net: Sum;
  tax: Sum;
}

interface DiscountLineRow {
  month: string;
  currency: string;
  country: string;
  order_id: string;
  prices_include_tax: boolean;
  outside: boolean;
  name: string | null;
  price: Sum;
  discount: Sum;
  net: Sum;
  rate_millis: Sum;
}

// Moved to monthly-bounds.ts (issue 37: the takings read them too, without an import cycle); kept here for their callers.
export { monthBound, monthIn, nextMonth, rowsOf } from "./monthly-bounds";

/** The report's reads over the months [from, to] of `timeZone`, apart so a test can look at their plans. */
export function monthlyQueries(from: string, to: string, timeZone: string) {
  const start = monthBound(from, timeZone);
  const end = monthBound(nextMonth(to), timeZone);
  const invoiceMonth = monthIn(sql`i.issued_at`, timeZone);
  const creditMonth = monthIn(sql`c.issued_at`, timeZone);
  const invoiceJoin = sql`invoices i join orders o on o.id = i.order_id`;
  const invoiceRange = sql`i.issued_at >= ${start} and i.issued_at < ${end}`;
  // No foreign key ties a credit note to its order (an issued note stays issued), hence the left join.
  const creditJoin = sql`credit_notes c left join orders o on o.id = c.order_id`;
  /*
   * Issue 36 finding 16: an OSS return is corrected in a later return, naming the period and the
   * member state (Regulation 282/2011 art. 61). The Union scheme's return is quarterly (Directive
   * 2006/112/EC art. 369f) and nothing here declares OSS by month, so a distance sale's credit note
   * whose invoice fell in an earlier quarter is a correction of that quarter, kept off the current
   * period's rows.
   */
  const quarter = (column: SQL) => sql`to_char(${column} at time zone ${timeZone}::text, 'YYYY-"Q"Q')`;
  const corrects = sql`case when c.treatment = 'distance_sale' and ${quarter(sql`ci.issued_at`)} < ${quarter(sql`c.issued_at`)} then ${quarter(sql`ci.issued_at`)} end`;
  const creditRange = sql`c.issued_at >= ${start} and c.issued_at < ${end}`;
  // Whose tax applied, else where the goods went: the row an EU member state's figures are read from.
  const country = sql`coalesce(o.tax_country, o.country, '')`;
  // The stored lines' keys are the contract's TaxLineCents: camelCase, so quoted.
  const rateColumns = sql`t(name text, "rateMillis" integer, "netCents" bigint, "taxCents" bigint)`;
  // A bill without tax lines was made while the shop had no tax set up: outside the scope of tax.
  const kind = (treatment: SQL) => sql`case when t.name is null then 'outside' when ${treatment} in ('intra_community', 'export') then ${treatment} else 'taxed' end`;
  return {
    sales: sql`select ${invoiceMonth} as month, o.currency, count(*) as invoices, sum(o.net_cents) as net, sum(o.tax_cents) as tax,
      sum(o.price_cents) as gross, sum(o.shipping_net_cents) as shipping, sum(o.sd_cents) as sd
      from ${invoiceJoin} where ${invoiceRange} group by 1, 2`,
    salesRates: sql`select ${invoiceMonth} as month, o.currency, ${country} as country, ${kind(sql`o.treatment`)} as kind, t.name, t."rateMillis" as rate_millis, null as corrects,
      sum(coalesce(t."netCents", o.net_cents)) as net, sum(coalesce(t."taxCents", o.tax_cents)) as tax
      from ${invoiceJoin} left join lateral jsonb_to_recordset(o.tax_lines) as ${rateColumns} on true
      where ${invoiceRange} group by 1, 2, 3, 4, 5, 6`,
    // The discounted lines, each with its rate's name on the bill, for discountByRate.
    salesDiscounts: sql`select ${invoiceMonth} as month, o.currency, ${country} as country, o.id as order_id, o.prices_include_tax,
      jsonb_array_length(o.tax_lines) = 0 as outside,
      (select r->>'name' from jsonb_array_elements(o.tax_lines) r where (r->>'rateMillis')::integer = l.tax_rate_millis limit 1) as name,
      l.price_cents as price, l.discount_cents as discount, l.net_cents as net, l.tax_rate_millis as rate_millis
      from ${invoiceJoin} join order_lines l on l.order_id = o.id
      where ${invoiceRange} and o.discount_cents > 0 and l.discount_cents > 0`,
    credits: sql`select ${creditMonth} as month, c.currency, count(*) as credit_notes, sum(c.net_cents) as net, sum(c.tax_cents) as tax, sum(c.total_cents) as gross, sum(c.sd_cents) as sd
      from ${creditJoin} where ${creditRange} group by 1, 2`,
    creditRates: sql`select ${creditMonth} as month, c.currency, ${country} as country, ${kind(sql`c.treatment`)} as kind, t.name, t."rateMillis" as rate_millis, ${corrects} as corrects,
      sum(coalesce(t."netCents", c.net_cents)) as net, sum(coalesce(t."taxCents", c.tax_cents)) as tax
      from ${creditJoin} left join invoices ci on ci.number = c.invoice_number
      left join lateral jsonb_to_recordset(c.tax_lines) as ${rateColumns} on true
      where ${creditRange} group by 1, 2, 3, 4, 5, 6, 7`,
  };
}

const zeroSplit = (): Split => ({ netCents: 0, taxCents: 0, exemptNetCents: 0, zeroRatedNetCents: 0, outsideScopeNetCents: 0 });

const zeroFigures = (currency: string): FiguresCents => ({
  currency,
  invoices: 0,
  netCents: 0,
  taxCents: 0,
  grossCents: 0,
  shippingNetCents: 0,
  sdCents: 0,
  discountNetCents: 0,
  discountTaxCents: 0,
  taxByRate: [],
  exemptNetCents: 0,
  zeroRatedNetCents: 0,
  outsideScopeNetCents: 0,
  creditNotes: 0,
  refundedNetCents: 0,
  refundedTaxCents: 0,
  refundedGrossCents: 0,
  refundTaxByRate: [],
  refundedExemptNetCents: 0,
  refundedZeroRatedNetCents: 0,
  refundedOutsideScopeNetCents: 0,
  refundedSdCents: 0,
});

/** Rates in one order everywhere: by name, then the higher rate first. */
export const byRate = (a: Pick<RateCents, "name" | "rateMillis">, b: Pick<RateCents, "name" | "rateMillis">) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : b.rateMillis - a.rateMillis;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Country rows: by currency, country, then rate as byRate orders it (no tax set up last). */
const byCountryRow = (a: CountryCents, b: CountryCents) =>
  compareText(a.currency, b.currency) ||
  // The current period's rows first, then the corrections of earlier periods, oldest first.
  compareText(a.correctsPeriod ?? "", b.correctsPeriod ?? "") ||
  compareText(a.country, b.country) ||
  (a.rateMillis === null || b.rateMillis === null ? (a.rateMillis === null ? 1 : 0) - (b.rateMillis === null ? 1 : 0) : byRate({ name: a.name, rateMillis: a.rateMillis }, { name: b.name, rateMillis: b.rateMillis }));

function addRate(lines: RateCents[], line: RateCents): void {
  const same = lines.find((known) => known.name === line.name && known.rateMillis === line.rateMillis);
  if (same) {
    same.netCents += line.netCents;
    same.taxCents += line.taxCents;
  } else {
    lines.push({ ...line });
  }
}

function addSplit(total: Split, part: Split): void {
  total.netCents += part.netCents;
  total.taxCents += part.taxCents;
  total.exemptNetCents += part.exemptNetCents;
  total.zeroRatedNetCents += part.zeroRatedNetCents;
  total.outsideScopeNetCents += part.outsideScopeNetCents;
}

/** Which column a rate row's net goes to: the taxed net (with its tax), or one of the untaxed ones. */
function splitOf(kind: Kind, netCents: number, taxCents: number): Split {
  const split = zeroSplit();
  if (kind === "intra_community") split.exemptNetCents = netCents;
  else if (kind === "export") split.zeroRatedNetCents = netCents;
  else if (kind === "outside") split.outsideScopeNetCents = netCents;
  else {
    split.netCents = netCents;
    split.taxCents = taxCents;
  }
  return split;
}

function addFigures(total: FiguresCents, row: FiguresCents): void {
  total.invoices += row.invoices;
  total.netCents += row.netCents;
  total.taxCents += row.taxCents;
  total.grossCents += row.grossCents;
  total.shippingNetCents += row.shippingNetCents;
  total.sdCents += row.sdCents;
  total.discountNetCents += row.discountNetCents;
  total.discountTaxCents += row.discountTaxCents;
  total.exemptNetCents += row.exemptNetCents;
  total.zeroRatedNetCents += row.zeroRatedNetCents;
  total.outsideScopeNetCents += row.outsideScopeNetCents;
  total.creditNotes += row.creditNotes;
  total.refundedNetCents += row.refundedNetCents;
  total.refundedTaxCents += row.refundedTaxCents;
  total.refundedGrossCents += row.refundedGrossCents;
  total.refundedExemptNetCents += row.refundedExemptNetCents;
  total.refundedZeroRatedNetCents += row.refundedZeroRatedNetCents;
  total.refundedOutsideScopeNetCents += row.refundedOutsideScopeNetCents;
  total.refundedSdCents += row.refundedSdCents;
  for (const line of row.taxByRate) addRate(total.taxByRate, line);
  for (const line of row.refundTaxByRate) addRate(total.refundTaxByRate, line);
}

/** One order's discounted lines' reduction per rate, as net and tax, on its country rows. */
function discountsByOrder(lines: readonly DiscountLineRow[]): { month: string; currency: string; country: string; name: string; rateMillis: number | null; correctsPeriod: null; netCents: number; taxCents: number }[] {
  const orders = new Map<string, DiscountLineRow[]>();
  for (const line of lines) orders.set(line.order_id, [...(orders.get(line.order_id) ?? []), line]);
  return [...orders.values()].flatMap((ofOrder) => {
    const first = ofOrder[0];
    if (!first) return [];
    const billed = ofOrder.map((line) => ({ priceCents: Number(line.price), discountCents: Number(line.discount), netCents: Number(line.net), taxRateMillis: Number(line.rate_millis) }));
    return discountByRate(billed, first.prices_include_tax).map((rate) => ({
      month: first.month,
      currency: first.currency,
      country: first.country,
      name: first.outside ? "" : (ofOrder.find((line) => Number(line.rate_millis) === rate.rateMillis)?.name ?? ""),
      rateMillis: first.outside ? null : rate.rateMillis,
      correctsPeriod: null,
      netCents: rate.netCents,
      taxCents: rate.taxCents,
    }));
  });
}

/**
 * The report over `range` in cents, months in `timeZone`. `shopCurrency` names the zero row of
 * a month without any invoice or credit note, so every month of the range has a row.
 */
export async function monthlyReportCents(db: Db, range: ReportRange, shopCurrency: string, timeZone: string): Promise<MonthlyReportCents> {
  const queries = monthlyQueries(range.from, range.to, timeZone);
  const sales = await rowsOf<SalesRow>(db, queries.sales);
  const salesRates = await rowsOf<RateRow>(db, queries.salesRates);
  const salesDiscounts = await rowsOf<DiscountLineRow>(db, queries.salesDiscounts);
  const credits = await rowsOf<CreditRow>(db, queries.credits);
  const creditRates = await rowsOf<RateRow>(db, queries.creditRates);
  const takings = await takingsCents(db, range.from, range.to, timeZone, shopCurrency);

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
  const countries = new Map<string, CountryMonthCents>();
  const countryOf = (key: { month: string; currency: string; country: string; name: string; rateMillis: number | null; correctsPeriod: string | null }): CountryMonthCents => {
    const id = JSON.stringify([key.month, key.currency, key.country, key.name, key.rateMillis, key.correctsPeriod]);
    let row = countries.get(id);
    if (!row) {
      row = { ...key, sales: zeroSplit(), refunds: zeroSplit(), discountNetCents: 0, discountTaxCents: 0 };
      countries.set(id, row);
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
    row.sdCents = Number(sale.sd);
  }
  for (const credit of credits) {
    const row = rowOf(credit.month, credit.currency);
    row.creditNotes = Number(credit.credit_notes);
    row.refundedNetCents = Number(credit.net);
    row.refundedTaxCents = Number(credit.tax);
    row.refundedGrossCents = Number(credit.gross);
    row.refundedSdCents = Number(credit.sd);
  }
  for (const [rates, refunds] of [
    [salesRates, false],
    [creditRates, true],
  ] as const) {
    for (const rate of rates) {
      const outside = rate.kind === "outside";
      const name = outside ? "" : (rate.name ?? "");
      const rateMillis = outside ? null : Number(rate.rate_millis ?? 0);
      const split = splitOf(rate.kind, Number(rate.net), Number(rate.tax));
      addSplit(countryOf({ month: rate.month, currency: rate.currency, country: rate.country, name, rateMillis, correctsPeriod: rate.corrects ?? null })[refunds ? "refunds" : "sales"], split);
      const month = rowOf(rate.month, rate.currency);
      if (rate.kind === "taxed") addRate(refunds ? month.refundTaxByRate : month.taxByRate, { name, rateMillis: rateMillis ?? 0, netCents: split.netCents, taxCents: split.taxCents });
      if (refunds) {
        month.refundedExemptNetCents += split.exemptNetCents;
        month.refundedZeroRatedNetCents += split.zeroRatedNetCents;
        month.refundedOutsideScopeNetCents += split.outsideScopeNetCents;
      } else {
        month.exemptNetCents += split.exemptNetCents;
        month.zeroRatedNetCents += split.zeroRatedNetCents;
        month.outsideScopeNetCents += split.outsideScopeNetCents;
      }
    }
  }
  for (const discount of discountsByOrder(salesDiscounts)) {
    const row = countryOf(discount);
    row.discountNetCents += discount.netCents;
    row.discountTaxCents += discount.taxCents;
    const month = rowOf(discount.month, discount.currency);
    month.discountNetCents += discount.netCents;
    month.discountTaxCents += discount.taxCents;
  }

  const months: MonthCents[] = [];
  for (const month of range.months) {
    const ofMonth = [...rows.values()].filter((row) => row.month === month).sort((a, b) => compareText(a.currency, b.currency));
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

  const byCountry = [...countries.values()].sort((a, b) => compareText(a.month, b.month) || byCountryRow(a, b));
  const countryTotals = new Map<string, CountryCents>();
  for (const row of byCountry) {
    const id = JSON.stringify([row.currency, row.country, row.name, row.rateMillis, row.correctsPeriod]);
    let total = countryTotals.get(id);
    if (!total) {
      total = { currency: row.currency, country: row.country, name: row.name, rateMillis: row.rateMillis, correctsPeriod: row.correctsPeriod, sales: zeroSplit(), refunds: zeroSplit(), discountNetCents: 0, discountTaxCents: 0 };
      countryTotals.set(id, total);
    }
    addSplit(total.sales, row.sales);
    addSplit(total.refunds, row.refunds);
    total.discountNetCents += row.discountNetCents;
    total.discountTaxCents += row.discountTaxCents;
  }
  return {
    from: range.from,
    to: range.to,
    timeZone,
    months,
    totals: [...totals.values()].sort((a, b) => compareText(a.currency, b.currency)),
    byCountry,
    countryTotals: [...countryTotals.values()].sort(byCountryRow),
    takings,
  };
}

const rateInDollars = (line: RateCents): TaxLine => ({ name: line.name, rate: line.rateMillis / 1000, net: centsToDollars(line.netCents), tax: centsToDollars(line.taxCents) });

/** Every net of a split plus its tax. */
export const splitGrossCents = (split: Split) => split.netCents + split.taxCents + split.exemptNetCents + split.zeroRatedNetCents + split.outsideScopeNetCents;

/** Cents to the answer's major units. */
export function figuresInDollars(figures: FiguresCents): ReportFigures {
  return {
    currency: figures.currency,
    invoices: figures.invoices,
    net: centsToDollars(figures.netCents),
    tax: centsToDollars(figures.taxCents),
    gross: centsToDollars(figures.grossCents),
    shipping: centsToDollars(figures.shippingNetCents),
    discounts: centsToDollars(figures.discountNetCents),
    discountTax: centsToDollars(figures.discountTaxCents),
    taxByRate: figures.taxByRate.map(rateInDollars),
    exemptNet: centsToDollars(figures.exemptNetCents),
    zeroRatedNet: centsToDollars(figures.zeroRatedNetCents),
    outsideScopeNet: centsToDollars(figures.outsideScopeNetCents),
    creditNotes: figures.creditNotes,
    refundedNet: centsToDollars(figures.refundedNetCents),
    refundedTax: centsToDollars(figures.refundedTaxCents),
    refundedGross: centsToDollars(figures.refundedGrossCents),
    refundTaxByRate: figures.refundTaxByRate.map(rateInDollars),
    refundedExemptNet: centsToDollars(figures.refundedExemptNetCents),
    refundedZeroRatedNet: centsToDollars(figures.refundedZeroRatedNetCents),
    refundedOutsideScopeNet: centsToDollars(figures.refundedOutsideScopeNetCents),
    // Only a shop that charged the duty says anything of it: every other report reads as before.
    ...(figures.sdCents !== 0 || figures.refundedSdCents !== 0 ? { supplementaryDuty: centsToDollars(figures.sdCents), refundedSupplementaryDuty: centsToDollars(figures.refundedSdCents) } : {}),
  };
}

export function countryInDollars(row: CountryCents): ReportCountryFigures {
  return {
    currency: row.currency,
    country: row.country,
    name: row.name,
    rate: row.rateMillis === null ? null : row.rateMillis / 1000,
    net: centsToDollars(row.sales.netCents),
    tax: centsToDollars(row.sales.taxCents),
    exemptNet: centsToDollars(row.sales.exemptNetCents),
    zeroRatedNet: centsToDollars(row.sales.zeroRatedNetCents),
    outsideScopeNet: centsToDollars(row.sales.outsideScopeNetCents),
    gross: centsToDollars(splitGrossCents(row.sales)),
    discounts: centsToDollars(row.discountNetCents),
    discountTax: centsToDollars(row.discountTaxCents),
    refundedNet: centsToDollars(row.refunds.netCents),
    refundedTax: centsToDollars(row.refunds.taxCents),
    refundedExemptNet: centsToDollars(row.refunds.exemptNetCents),
    refundedZeroRatedNet: centsToDollars(row.refunds.zeroRatedNetCents),
    refundedOutsideScopeNet: centsToDollars(row.refunds.outsideScopeNetCents),
    refundedGross: centsToDollars(splitGrossCents(row.refunds)),
    ...(row.correctsPeriod === null ? {} : { correctsPeriod: row.correctsPeriod }),
  };
}

/** `GET /api/reports/monthly`: the report in major units. */
export async function monthlyReport(db: Db, range: ReportRange, shopCurrency: string, timeZone: string): Promise<MonthlyReport> {
  const report = await monthlyReportCents(db, range, shopCurrency, timeZone);
  return {
    from: report.from,
    to: report.to,
    timeZone: report.timeZone,
    months: report.months.map((row) => ({ month: row.month, ...figuresInDollars(row) })),
    totals: report.totals.map(figuresInDollars),
    byCountry: report.byCountry.map((row) => ({ month: row.month, ...countryInDollars(row) })),
    countryTotals: report.countryTotals.map(countryInDollars),
    takings: report.takings.map(takingsMonthInDollars),
    takingsTotals: takingsTotalsCents(report.takings).map(takingsInDollars),
  };
}
