import type { QuoteStatus } from "@shop/contract";
import { quoteStatusLabels } from "@shop/contract";

const styles: Record<QuoteStatus, string> = {
  requested: "badge-warning",
  offered: "badge-info",
  declined: "badge-error badge-outline",
  accepted: "badge-success",
  expired: "badge-ghost badge-outline",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`badge whitespace-nowrap font-medium ${styles[status]}`}>{quoteStatusLabels[status]}</span>;
}
