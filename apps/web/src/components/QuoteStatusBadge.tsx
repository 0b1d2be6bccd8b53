import type { QuoteStatus } from "@shop/contract";
import { quoteStatusLabels } from "@shop/contract";

const styles: Record<QuoteStatus, string> = {
  requested: "badge-warning",
  offered: "badge-info",
  declined: "badge-error badge-outline",
  accepted: "badge-success",
  expired: "badge-ghost badge-outline",
};

/** One look and one name per quote status, on the quote pages and the company's quotes. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`badge whitespace-nowrap font-medium ${styles[status]}`}>{quoteStatusLabels[status]}</span>;
}
