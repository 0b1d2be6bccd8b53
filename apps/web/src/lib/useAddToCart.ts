import type { Tool } from "@shop/contract";
import { bulkMessages, cartMessages, MAX_ORDER_LINES } from "@shop/contract";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { addToCart } from "./cart";

/**
 * Puts a quantity of a tool in the cart and says so in a toast with a way to the cart; a full
 * cart is refused with its own toast. The quantity must already be one the tool allows.
 */
export function useAddToCart(): (tool: Pick<Tool, "_id" | "name">, quantity: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (tool, quantity) => {
      const result = addToCart(tool._id, quantity);
      if (result === "full") {
        toast.error(cartMessages.cartFull(MAX_ORDER_LINES));
        return;
      }
      toast.success(result === "added" ? bulkMessages.addedToCart(tool.name) : cartMessages.updatedInCart(tool.name), {
        action: { label: cartMessages.viewCart, onClick: () => void navigate("/cart") },
      });
    },
    [navigate],
  );
}
