import { vatCheckLabels } from "@shop/contract";
import { BadgeCheck } from "lucide-react";
import { formatDate } from "../lib/dates";

/** Whether the office checked a VAT ID by hand (an account's, a company's), and when. */
export function VatCheckBadge({ checkedAt }: { checkedAt: string | null }) {
  return checkedAt ? (
    <span className="badge badge-soft badge-success h-auto gap-1 py-0.5">
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />
      {vatCheckLabels.checkedOn(formatDate(checkedAt))}
    </span>
  ) : (
    // Solid: the soft warning badge's text fails the contrast check.
    <span className="badge badge-warning">{vatCheckLabels.notChecked}</span>
  );
}
