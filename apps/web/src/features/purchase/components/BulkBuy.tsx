import type { Tool } from "@shop/contract";
import { cartMessages, purchasePageTexts } from "@shop/contract";
import { ShoppingCart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useAddToCart } from "../../../lib/useAddToCart";
import { LinePriceSummary, PriceBreakTable } from "../../../components/tool/VolumePrices";
import { notAWholeNumber, quantityProblem } from "./quantity";

interface BulkBuyProps {
  tool: Tool;
  /** The quantity the page orders (typed, set or the minimum); null when what is typed is not a whole number. */
  quantity: number | null;
  /** Why the tool cannot be ordered now (out of stock). */
  blockedReason: string | null;
  /** Room beside Add to cart (the lists' "Add to list"). */
  children?: ReactNode;
  /** Add to cart was pressed with a quantity that cannot be ordered: the quantity field says why. */
  onQuantityProblem?: () => void;
}

/** The tool page's volume prices, the live price of the chosen quantity, and Add to cart. */
export function BulkBuy({ tool, quantity, blockedReason, children, onQuantityProblem }: BulkBuyProps) {
  const addWithToast = useAddToCart();
  const problem = quantity === null ? notAWholeNumber() : quantityProblem(tool, quantity);
  const add = () => {
    // Said beside the quantity field, not in a toast.
    if (problem !== null || quantity === null) {
      onQuantityProblem?.();
      return;
    }
    addWithToast(tool, quantity);
  };

  return (
    <section aria-labelledby="bulk-heading" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-6">
        <h2 id="bulk-heading" className="font-display text-xl font-bold">
          {purchasePageTexts.priceAndCart}
        </h2>
        <PriceBreakTable tool={tool} quantity={quantity} />
        {/* No price, total or saving for a quantity that cannot be ordered. */}
        <div aria-live="polite">{quantity !== null && problem === null && <LinePriceSummary tool={tool} quantity={quantity} />}</div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-primary" onClick={add} disabled={blockedReason !== null}>
            <ShoppingCart className="size-4" aria-hidden="true" />
            {cartMessages.addToCart}
          </button>
          <Link to="/cart" className="btn btn-ghost">
            {cartMessages.viewCart}
          </Link>
          {children}
        </div>
      </div>
    </section>
  );
}
