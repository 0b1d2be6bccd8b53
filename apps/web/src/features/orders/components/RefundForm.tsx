import { dollarsToCents, lineShareCents, refundFormLabels, type Order, type RefundLineInput } from "@shop/contract";
import { useId } from "react";
import { formatCents } from "../../../lib/price";
import { orderLines } from "../../../components/OrderLines";
import type { OfficeOrder } from "./OrderActionDialog";

/** What the office chose to give back: everything left, or units per line and/or the shipping. */
export interface RefundChoice {
  everything: boolean;
  /** Units to refund per line, by the line's position in the order. */
  quantities: Record<number, number>;
  shipping: boolean;
}

export const refundEverything: RefundChoice = { everything: true, quantities: {}, shipping: false };

type RefundableOrder = OfficeOrder & Partial<Pick<Order, "refunded" | "shippingRefunded">>;

const unitsLeft = (line: { quantity: number; refundedQuantity?: number | undefined }) => line.quantity - (line.refundedQuantity ?? 0);

/** Whether the order was charged for shipping that has not been given back yet. */
export function shippingRefundable(order: RefundableOrder): boolean {
  const shipping = order.bill?.shipping;
  return !order.shippingRefunded && shipping !== null && shipping !== undefined && shipping.net + shipping.tax > 0;
}

/** The body's parts for the choice: undefined for everything left (the body then names no parts). */
export function refundParts(choice: RefundChoice): { lines: RefundLineInput[]; shipping: boolean } | undefined {
  if (choice.everything) return undefined;
  const lines = Object.entries(choice.quantities)
    .map(([position, quantity]) => ({ position: Number(position), quantity }))
    .filter((line) => line.quantity > 0);
  return { lines, shipping: choice.shipping };
}

/**
 * What the choice gives back, in cents, worked out with the server's rule (lineShareCents): each
 * line's share of its net and tax. The earlier credit notes of a line are taken as their own
 * shares, so the last units of a line already refunded in parts may differ by a cent from the
 * credit note, which is the word that counts.
 */
export function refundTotalCents(order: RefundableOrder, choice: RefundChoice): number {
  const left = dollarsToCents(order.price) - dollarsToCents(order.refunded ?? 0);
  if (choice.everything) return left;
  let total = 0;
  orderLines(order).forEach((line, position) => {
    const units = choice.quantities[position] ?? 0;
    const full = order.items?.[position];
    if (units <= 0) return;
    const net = dollarsToCents(full?.net ?? line.price);
    const tax = dollarsToCents(full?.tax ?? 0);
    const before = full?.refundedQuantity ?? 0;
    const credited = (whole: number) => (before === 0 ? 0 : lineShareCents(whole, line.quantity, before, 0, 0));
    total += lineShareCents(net, line.quantity, units, before, credited(net)) + lineShareCents(tax, line.quantity, units, before, credited(tax));
  });
  const shipping = order.bill?.shipping;
  if (choice.shipping && shipping) total += dollarsToCents(shipping.net) + dollarsToCents(shipping.tax);
  return Math.min(total, left);
}

/** Whether the choice names anything to give back. */
export const refundChosen = (choice: RefundChoice) => choice.everything || choice.shipping || Object.values(choice.quantities).some((units) => units > 0);

interface RefundFormProps {
  order: RefundableOrder;
  choice: RefundChoice;
  onChange: (choice: RefundChoice) => void;
  /** Shown when the office confirms with nothing chosen. */
  showNothingChosen: boolean;
}

/**
 * The refund dialog's choice: everything left (the default, as before), or per line the units to
 * give back (0 to what is left) and the shipping; the amount to refund is shown before confirming.
 */
export function RefundForm({ order, choice, onChange, showNothingChosen }: RefundFormProps) {
  const name = useId();
  const totalId = useId();
  const lines = orderLines(order);
  const canShip = shippingRefundable(order);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={totalId}>
      <legend className="sr-only">What to refund</legend>
      <label className="flex items-center gap-2">
        <input type="radio" className="radio radio-sm" name={name} checked={choice.everything} onChange={() => onChange({ ...choice, everything: true })} />
        {refundFormLabels.everything}
      </label>
      <label className="flex items-center gap-2">
        <input type="radio" className="radio radio-sm" name={name} checked={!choice.everything} onChange={() => onChange({ ...choice, everything: false })} />
        {refundFormLabels.someLines}
      </label>
      {!choice.everything && (
        <div className="flex flex-col gap-2 pl-6">
          {lines.map((line, position) => {
            const left = unitsLeft({ quantity: line.quantity, refundedQuantity: order.items?.[position]?.refundedQuantity });
            return (
              <label key={`${line.productId ?? line.product}-${position}`} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]" aria-hidden="true">
                  {refundFormLabels.quantity(line.product)}
                </span>
                <input
                  type="number"
                  aria-label={refundFormLabels.quantity(line.product)}
                  aria-describedby={`${name}-left-${position}`}
                  className="input input-sm w-24"
                  min={0}
                  max={left}
                  step={1}
                  disabled={left === 0}
                  value={choice.quantities[position] ?? 0}
                  onChange={(event) => {
                    const typed = Math.trunc(Number(event.target.value));
                    const units = Number.isFinite(typed) ? Math.max(0, Math.min(left, typed)) : 0;
                    onChange({ ...choice, quantities: { ...choice.quantities, [position]: units } });
                  }}
                />
                <span id={`${name}-left-${position}`} className="text-sm text-base-content/75">
                  {refundFormLabels.left(left)}
                </span>
              </label>
            );
          })}
          {canShip && (
            <label className="flex items-center gap-2">
              <input type="checkbox" className="checkbox checkbox-sm" checked={choice.shipping} onChange={(event) => onChange({ ...choice, shipping: event.target.checked })} />
              {refundFormLabels.shipping}
            </label>
          )}
          {showNothingChosen && !refundChosen(choice) && (
            <p role="alert" className="text-sm text-error">
              {refundFormLabels.nothing}
            </p>
          )}
        </div>
      )}
      <p id={totalId} className="font-semibold" aria-live="polite">
        {refundFormLabels.total}: {formatCents(refundTotalCents(order, choice))}
      </p>
    </fieldset>
  );
}
