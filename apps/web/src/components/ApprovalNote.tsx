import type { Checkout } from "@shop/contract";
import { approvalNoteTexts, approvalTexts, companyMessages, formatDollars } from "@shop/contract";
import { Hourglass } from "lucide-react";

type Approval = NonNullable<Checkout["approval"]>;

/** "over the limit per order ($100.00) and over the limit per month ($800.00)": the limits the order goes over, as the order's history says them. */
export function approvalReasons(approval: Approval, currency: string): string {
  return approval.limits.map((limit) => (limit.kind === "order" ? companyMessages.overOrderLimit : companyMessages.overMonthlyLimit)(formatDollars(limit.limit, currency))).join(approvalNoteTexts.limitsJoin);
}

/**
 * Issue 35: before an order over the member's limit is placed, that it will wait for approval,
 * whose (an approver or admin of the company, or the member alone) and which limit it goes over,
 * so that "awaiting approval" after Place order is no surprise. Nothing for an order within them.
 */
export function ApprovalNote({ checkout }: { checkout: Checkout }) {
  const approval = checkout.approval;
  if (!approval) return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-box border border-info/50 bg-info/10 px-4 py-3">
      <Hourglass className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{approvalTexts.needed}</p>
        <p className="text-sm [overflow-wrap:anywhere]">
          {approvalTexts.over(approvalReasons(approval, checkout.bill.currency))} {approval.byYou ? approvalTexts.byYou(approval.company) : approvalTexts.byOthers(approval.company)}
        </p>
      </div>
    </div>
  );
}

