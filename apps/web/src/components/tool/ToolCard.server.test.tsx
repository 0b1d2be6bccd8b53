import { cartMessages } from "@shop/contract";
import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, StaticRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aTool } from "../../test/fixtures";
import { CART_STORAGE_KEY } from "../../lib/cart";
import { ToolCard } from "./ToolCard";

const bulk = aTool({
  name: "Hoe </script><b>",
  packSize: 10,
  priceBreaks: [
    { minQuantity: 500, price: 4.5 },
    { minQuantity: 1000, price: 4 },
  ],
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("ToolCard rendered on the server", () => {
  it("writes the volume price, the pack size and the JSON-LD into the HTML, the script closed only by its own tag", () => {
    const html = renderToString(
      <StaticRouter location="/tools">
        <ToolCard tool={bulk} />
      </StaticRouter>,
    );
    expect(html).toContain("from $4.00 each at 1,000+");
    expect(html).toContain("Packs of 10");
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]?.[1] ?? "";
    // The name's "</script>" would otherwise have closed the element here.
    expect(json).toContain("Hoe \\u003c/script>\\u003cb>");
    expect(JSON.parse(json)).toMatchObject({ "@type": "Product", name: "Hoe </script><b>", sku: "AF-SPD-280", offers: { price: "18.50", priceCurrency: "USD" } });
    expect(html).toContain("SKU: AF-SPD-280");
  });

  it("renders the empty cart's button whatever this browser stores, and hydrates that HTML without a mismatch, then shows In cart", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: bulk._id, quantity: 100 }]));
    const html = renderToString(
      <StaticRouter location="/tools">
        <ToolCard tool={bulk} />
      </StaticRouter>,
    );
    expect(html).toContain(`aria-label="${cartMessages.addToolToCart(bulk.name).replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`);
    expect(html).not.toContain(cartMessages.inCart);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    act(() => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/tools"]}>
          <ToolCard tool={bulk} />
        </MemoryRouter>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // After hydrating, the stored cart: the card links there instead of adding again.
    expect(screen.getByRole("link", { name: cartMessages.inCartNamed(bulk.name) })).toHaveAttribute("href", "/cart");
    expect(screen.queryByRole("button", { name: cartMessages.addToolToCart(bulk.name) })).not.toBeInTheDocument();
  });
});
