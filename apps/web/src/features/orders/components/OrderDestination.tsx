import { billLabels, destinationLines, documentLabels, shippingMethodText, type Order } from "@shop/contract";

/** What an order says of where it goes. */
export type DestinationOrder = Pick<Order, "name" | "address" | "postalCode" | "country" | "bill">;

/**
 * Issue 26: where an order goes, whole: the name, the address lines, the postal code, the
 * country by name, and the shipping method with its estimate. The order page and the Mark
 * shipped dialog show it alike, so the office ships to what the buyer sees.
 */
export function OrderDestination({ order }: { order: DestinationOrder }) {
  const shipping = order.bill?.shipping;
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-base-content/75">{documentLabels.deliverTo}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">
        <address className="not-italic">
          {destinationLines(order).map((part, index) => (
            <span key={index} className="block">
              {part}
            </span>
          ))}
        </address>
      </dd>
      {shipping && (
        <>
          <dt className="text-base-content/75">{billLabels.shippingMethod}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{shippingMethodText(shipping.method, shipping.estimate)}</dd>
        </>
      )}
    </dl>
  );
}
