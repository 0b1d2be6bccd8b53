import type { Order, Tool } from "@shop/contract";
import { bulkMessages, cartMessages, MAX_ORDER_LINES } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { errorMessage, isApiError } from "../../../lib/api";
import { addToCart, type ReorderState } from "../../../lib/cart";
import { getTool } from "../../../lib/tools";
import { pastLines, planReorder } from "../reorder";
import { queryKeys } from "../../../lib/query-keys";

/** "Order again": the order's lines go into the cart at today's prices and stock, then the cart opens. */
export function OrderAgainButton({
  order,
  className = "btn btn-outline btn-sm",
  describedBy,
}: {
  order: Pick<Order, "items" | "productId" | "product" | "quantity">;
  className?: string;
  /** In a list: the element naming the order, so each "Order again" is read out with what it reorders. */
  describedBy?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const lines = pastLines(order);
      const tools = new Map<string, Tool | null>();
      // Today's data, fresh: the cart shows what the buyer will pay now.
      await Promise.all(
        lines.map(async ({ productId }) => {
          if (productId === null) return;
          try {
            tools.set(productId, await queryClient.fetchQuery({ queryKey: queryKeys.tool(productId), queryFn: ({ signal }) => getTool(productId, signal), staleTime: 0 }));
          } catch (error) {
            if (isApiError(error) && (error.status === 404 || error.status === 400)) tools.set(productId, null);
            else throw error;
          }
        }),
      );
      const plan = planReorder(lines, (id) => tools.get(id) ?? null);
      if (plan.lines.length === 0) {
        toast.error(cartMessages.reorderNothing);
        return;
      }
      let full = false;
      for (const line of plan.lines) full = addToCart(line.productId, line.quantity) === "full" || full;
      const notes = full ? [...plan.notes, cartMessages.cartFull(MAX_ORDER_LINES)] : plan.notes;
      toast.success(bulkMessages.reorderFilled);
      const state: ReorderState = { reorder: notes };
      void navigate("/cart", { state });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className} aria-disabled={busy || undefined} aria-describedby={describedBy} onClick={() => void onClick()}>
      {busy ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <RotateCcw className="size-4" aria-hidden="true" />}
      {cartMessages.orderAgain}
    </button>
  );
}
