import { orderNotFoundTexts } from "@shop/contract";
import { Link } from "react-router";

/**
 * An order that is not there for this visitor (lib/notFound.ts): the same words on the order
 * page and the payment page, a way on to the orders they may see, and no Retry, as none would
 * help.
 */
export function OrderNotFound({ office = false }: { office?: boolean }) {
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-6 sm:p-8" aria-labelledby="order-not-found">
      <h1 id="order-not-found" className="mb-3 font-display text-3xl font-bold">
        {orderNotFoundTexts.heading}
      </h1>
      <p className="text-base-content/80">
        {office ? orderNotFoundTexts.office : orderNotFoundTexts.buyer}
      </p>
      <Link to={office ? "/dashboard/manageAllOrders" : "/dashboard"} className="btn btn-primary mt-6">
        {office ? orderNotFoundTexts.toAllOrders : orderNotFoundTexts.toMyOrders}
      </Link>
    </section>
  );
}
