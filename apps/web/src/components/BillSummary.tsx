import type { Bill } from "@shop/contract";
import { billLabels, billMessages, exemptRate, formatDollars, formatRateIn, isExemptSale, taxLineLabel } from "@shop/contract";

/** Whether a bill says more than its total: a code, shipping, tax or a legal note (orders from before issue 21 do not). */
export function billHasDetail(bill: Bill): boolean {
  return bill.discount !== null || bill.shipping !== null || bill.taxLines.length > 0 || bill.legalNote !== "" || bill.tax !== 0;
}

/** A tax line's rate (percent, e.g. 19 or 8.875) as the invoice writes it: "VAT 19%". */
export const taxRateLabel = (name: string, ratePercent: number) => taxLineLabel(name, formatRateIn(Math.round(ratePercent * 1000)));

interface BillSummaryProps {
  bill: Bill;
  /** Names the list for screen readers; by default "Your bill". */
  label?: string;
  className?: string;
}

/**
 * An order's bill as its invoice states it: the goods, the code's discount, the shipping, the
 * net, the tax at each rate and the total, with the note on tax-inclusive prices and the
 * treatment's legal note (an exemption or a zero-rated export). The order forms show it before paying, the order and payment pages after.
 */
export function BillSummary({ bill, label = billLabels.summary, className = "" }: BillSummaryProps) {
  const rows: { key: string; term: string; amount: string; strong?: boolean }[] = [{ key: "goods", term: billLabels.goods, amount: formatDollars(bill.goods) }];
  if (bill.discount) rows.push({ key: "discount", term: billLabels.discountFor(bill.discount.code), amount: `−${formatDollars(bill.discount.amount)}` });
  if (bill.shipping) {
    rows.push({ key: "shipping", term: billLabels.shippingFor(bill.shipping.method), amount: bill.shipping.amount === 0 ? billLabels.free : formatDollars(bill.shipping.amount) });
  }
  // Issue 36: Bangladesh's supplementary duty is in the net (VAT is on the value with it): said before it.
  if (bill.sd) rows.push({ key: "sd", term: billLabels.supplementaryDuty, amount: formatDollars(bill.sd) });
  rows.push({ key: "net", term: billLabels.net, amount: formatDollars(bill.net) });
  if (bill.taxLines.length === 0) rows.push({ key: "tax", term: billLabels.tax, amount: bill.legalNote ? formatDollars(0) : billLabels.noTax });
  const exempt = isExemptSale(bill);
  bill.taxLines.forEach((line, index) => rows.push({ key: `tax-${index}`, term: exempt ? taxLineLabel(line.name, exemptRate) : taxRateLabel(line.name, line.rate), amount: formatDollars(line.tax) }));
  rows.push({ key: "total", term: billLabels.total, amount: formatDollars(bill.total), strong: true });

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <dl aria-label={label} className="flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <div
            key={row.key}
            className={`flex items-baseline justify-between gap-4 ${row.strong ? "mt-1 border-t border-base-300 pt-2 text-base font-bold" : ""}`}
          >
            <dt className="min-w-0 [overflow-wrap:anywhere]">{row.term}</dt>
            <dd className="whitespace-nowrap text-right tabular-nums">{row.amount}</dd>
          </div>
        ))}
      </dl>
      {bill.pricesIncludeTax && <p className="text-xs text-base-content/75">{billMessages.pricesIncludeTax}</p>}
      {bill.legalNote && (
        <p className="text-xs text-base-content/75">
          {bill.legalNote}.{bill.treatment === "intra_community" && bill.buyerVatId && ` ${billLabels.buyerVatId}: ${bill.buyerVatId}.`}
        </p>
      )}
    </div>
  );
}
