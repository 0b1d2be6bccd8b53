import { refundFormLabels, type Order, type RefundLineInput } from "@shop/contract";
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

/** Whether the choice names anything to give back. */
export const refundChosen = (choice: RefundChoice) => choice.everything || choice.shipping || Object.values(choice.quantities).some((units) => units > 0);

/**
 * Issue 36: what the choice gives back, as the server priced it (POST /refund-preview, the credit
 * note's own code): its amount in cents, its refusal (more than is left), or null while the answer
 * is on its way. The form works out no figure of its own: a second rule here was a cent off the
 * note on partial refunds (per-line tax shares against the note's tax per rate).
 */
export type RefundPriced = { amountCents: number } | { refused: string } | null;

interface RefundFormProps {
  order: RefundableOrder;
  choice: RefundChoice;
  onChange: (choice: RefundChoice) => void;
  /** Shown when the office confirms with nothing chosen. */
  showNothingChosen: boolean;
  priced: RefundPriced;
}

/** The figure beside "To refund": the server's amount, "working it out…" meanwhile, nothing for nothing chosen. */
function pricedText(choice: RefundChoice, priced: RefundPriced): string {
  if (!refundChosen(choice)) return formatCents(0);
  if (priced === null) return refundFormLabels.pricing;
  return "amountCents" in priced ? formatCents(priced.amountCents) : "—";
}

/**
 * The refund dialog's choice: everything left (the default, as before), or per line the units to
 * give back (0 to what is left) and the shipping; the amount to refund, as the server prices it, is
 * shown before confirming.
 */
export function RefundForm({ order, choice, onChange, showNothingChosen, priced }: RefundFormProps) {
  const name = useId();
  const totalId = useId();
  const lines = orderLines(order);
  const canShip = shippingRefundable(order);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={totalId}>
      <legend className="sr-only">{refundFormLabels.choice}</legend>
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
      <p id={totalId} className="font-semibold" aria-live="polite" aria-busy={refundChosen(choice) && priced === null}>
        {refundFormLabels.total}: {pricedText(choice, priced)}
      </p>
      {refundChosen(choice) && priced !== null && "refused" in priced && (
        <p role="alert" className="text-sm text-error">
          {priced.refused}
        </p>
      )}
    </fieldset>
  );
}
