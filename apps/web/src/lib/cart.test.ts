import { MAX_ORDER_LINES } from "@shop/contract";
import { act, renderHook } from "@testing-library/react";
import { createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart, CART_STORAGE_KEY, clearCart, getCartLines, getServerCartSnapshot, removeFromCart, replaceCart, setCartQuantity, useCart } from "./cart";

const a = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const b = "7b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";

beforeEach(() => localStorage.clear());

describe("cart store", () => {
  it("keeps lines in localStorage, one per tool: adding a tool again sets its new quantity", () => {
    expect(addToCart(a, 100)).toBe("added");
    expect(addToCart(b, 20)).toBe("added");
    expect(addToCart(a, 150)).toBe("updated");
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null")).toEqual([
      { productId: a, quantity: 150 },
      { productId: b, quantity: 20 },
    ]);
    setCartQuantity(b, 30);
    removeFromCart(a);
    expect(getCartLines()).toEqual([{ productId: b, quantity: 30 }]);
    clearCart();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(getCartLines()).toEqual([]);
  });

  it("survives a reload: what is stored is read back, and what is not a line is dropped", () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ productId: a, quantity: 5 }, { productId: a, quantity: 9 }, { productId: b, quantity: -1 }, "junk", { productId: b, quantity: 2.5 }]),
    );
    expect(getCartLines()).toEqual([{ productId: a, quantity: 5 }]);
    localStorage.setItem(CART_STORAGE_KEY, "{not json");
    expect(getCartLines()).toEqual([]);
  });

  it("holds at most MAX_ORDER_LINES tools", () => {
    replaceCart(Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({ productId: `${String(i).padStart(8, "0")}-3c4d-4e5f-8a9b-0c1d2e3f4a5b`, quantity: 1 })));
    expect(addToCart(a, 1)).toBe("full");
    expect(getCartLines()).toHaveLength(MAX_ORDER_LINES);
  });

  it("re-renders on changes in this tab and in another (storage event), keeping the same array while nothing changed", () => {
    const { result } = renderHook(() => useCart());
    expect(result.current).toEqual([]);
    act(() => void addToCart(a, 10));
    expect(result.current).toEqual([{ productId: a, quantity: 10 }]);
    const first = result.current;
    expect(getCartLines()).toBe(first);
    act(() => {
      // Another tab wrote the cart: only the storage event tells this one.
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: b, quantity: 3 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(result.current).toEqual([{ productId: b, quantity: 3 }]);
  });

  it("gives the server's render the empty cart, one constant, whatever this browser stores", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: a, quantity: 5 }]));
    expect(getServerCartSnapshot()).toEqual([]);
    // useSyncExternalStore wants the same snapshot on every call, or it renders without end.
    expect(getServerCartSnapshot()).toBe(getServerCartSnapshot());
    function CartSize() {
      return createElement("p", null, `${useCart().length} in cart`);
    }
    expect(renderToString(createElement(CartSize))).toBe("<p>0 in cart</p>");
    expect(getCartLines()).toHaveLength(1);
  });

  it("renders the cart page with the account's cart the server loaded, and hydrates with the stored lines without rendering again when they are the same", async () => {
    const served = [{ productId: a, quantity: 5 }];
    let renders = 0;
    function Served() {
      renders += 1;
      return createElement("p", null, `${useCart(served).length} in cart`);
    }
    // The server has no storage.
    vi.stubGlobal("localStorage", undefined);
    const html = renderToString(createElement(Served));
    vi.unstubAllGlobals();
    expect(html).toBe("<p>1 in cart</p>");
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(served));
    const container = document.createElement("div");
    container.innerHTML = html;
    renders = 0;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, createElement(Served));
      await Promise.resolve();
    });
    // One render, the hydrating one: React found the stored lines unchanged from what it hydrated with.
    expect(renders).toBe(1);
    expect(container.textContent).toBe("1 in cart");
    act(() => root?.unmount());
  });
});
