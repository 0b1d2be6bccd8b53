import type { Checkout, Order } from "@shop/contract";
import { onAccountTexts, termsText } from "@shop/contract";
import { CreditCard, FileCheck } from "lucide-react";
import { formatCalendarDay } from "../lib/dates";

/**
 * Issue 28: how an order of a company on terms will be paid, said before it is placed (the
 * checkout's `onAccount` / `onAccountRefusal`): on account with its terms, or by card
 * and why. Nothing for a buyer whose company pays by card anyway.
 */
export function OnAccountNote({ checkout }: { checkout: Checkout }) {
  if (checkout.onAccount && checkout.paymentTerms) {
    return (
      <div role="status" className="flex items-start gap-2 rounded-box border border-success/50 bg-success/10 px-4 py-3">
        <FileCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold">{onAccountTexts.onAccount(checkout.paymentTerms)}</p>
          <p className="text-sm">{onAccountTexts.onAccountDetail}</p>
        </div>
      </div>
    );
  }
  if (checkout.onAccountRefusal) {
    return (
      <div role="status" className="flex items-start gap-2 rounded-box border border-warning/60 bg-warning/10 px-4 py-3">
        <CreditCard className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold">{onAccountTexts.payByCard}</p>
          <p className="text-sm [overflow-wrap:anywhere]">{checkout.onAccountRefusal}</p>
        </div>
      </div>
    );
  }
  return null;
}

/** An order's terms and due date as its pages write them ("Net 30 · Due Dec 27, 2026"); null for an order paid by card. */
export function orderTermsText(order: Pick<Order, "paymentTerms" | "dueDate">): string | null {
  if (!order.paymentTerms || order.paymentTerms === "prepaid") return null;
  return termsText(order.paymentTerms, order.dueDate ? formatCalendarDay(order.dueDate) : null);
}

/** The terms of an order on account, under its status in a list; nothing for one paid by card. */
export function OrderTerms({ order, className = "" }: { order: Pick<Order, "paymentTerms" | "dueDate">; className?: string }) {
  const text = orderTermsText(order);
  if (!text) return null;
  return <span className={`block text-xs text-base-content/75 ${className}`}>{text}</span>;
}
