import type { Tool } from "@shop/contract";
import { bulkMessages, cartMessages, setLanguageSource, toolCodeTexts, yourPriceTexts } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { aTool } from "../../test/fixtures";
import { CART_STORAGE_KEY } from "../../lib/cart";
import { ToolCard } from "./ToolCard";

const rake: Tool = {
  translations: {},
  _id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
  img: "/images/rake.svg",
  name: "Rake",
  description: "A wide rake.",
  minimumOrderQuantity: 10,
  availableQuantity: 40,
  price: 12.5,
  sku: "AF-RKL-150",
  weight: 0.95,
  taxClass: "standard",
};

describe("ToolCard", () => {
  it("links Buy Now to the purchase page", () => {
    render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", `/tools/${rake._id}`);
  });

  it("links the name and the picture to the tool's page in the lists, the picture out of the Tab order (issue 26)", () => {
    const { unmount } = render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    const links = screen.getAllByRole("link", { name: "Rake" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([`/tools/${rake._id}`, `/tools/${rake._id}`]);
    expect(screen.getByRole("heading", { name: "Rake" })).toContainElement(links[1] ?? null);
    expect(screen.getByRole("img", { name: "Rake" }).closest("a")).toHaveAttribute("tabindex", "-1");
    unmount();
    // The tool's own page links to nothing of itself.
    render(<ToolCard tool={rake} showBuyNow={false} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole("link", { name: "Rake" })).not.toBeInTheDocument();
  });

  it("shows the SKU under the name, and the shipping weight only where asked (the tool's page)", () => {
    const { unmount } = render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    expect(screen.getByText("SKU: AF-RKL-150")).toBeInTheDocument();
    expect(screen.queryByText(/Shipping weight/)).not.toBeInTheDocument();
    unmount();
    render(<ToolCard tool={{ ...rake, weight: 12.345 }} showBuyNow={false} showWeight />, { wrapper: MemoryRouter });
    expect(screen.getByText(toolCodeTexts.weight(12.345))).toHaveTextContent("Shipping weight: 12.345 kg");
  });

  it("disables Buy Now with 'Out of stock' when none are available", () => {
    render(<ToolCard tool={{ ...rake, availableQuantity: 0 }} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole("link", { name: "Buy Now" })).not.toBeInTheDocument();
    const buyNow = screen.getByRole("button", { name: "Buy Now" });
    expect(buyNow).toBeDisabled();
    expect(buyNow).toHaveAccessibleDescription("Out of stock");
  });

  it("reserves the image's box with its width and height, and loads it lazily", () => {
    render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    const image = screen.getByRole("img", { name: "Rake" });
    expect(image).toHaveAttribute("width", "600");
    expect(image).toHaveAttribute("height", "450");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("loads the page's first image at once, ahead of the others", () => {
    render(<ToolCard tool={rake} priority />, { wrapper: MemoryRouter });
    const image = screen.getByRole("img", { name: "Rake" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("puts the tool's minimum in the cart from the card, then links to the cart instead of adding again", async () => {
    const user = userEvent.setup();
    render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    await user.click(screen.getByRole("button", { name: cartMessages.addToolToCart("Rake") }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([{ productId: rake._id, quantity: 10 }]);
    expect(screen.queryByRole("button", { name: cartMessages.addToolToCart("Rake") })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: cartMessages.inCartNamed("Rake") })).toHaveAttribute("href", "/cart");
    // The focus follows the button's answer (issue 26), not the page's body.
    expect(screen.getByRole("link", { name: cartMessages.inCartNamed("Rake") })).toHaveFocus();
  });

  it("keeps a quantity already in the cart: the card only links there", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: rake._id, quantity: 30 }]));
    render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    expect(screen.getByRole("link", { name: cartMessages.inCartNamed("Rake") })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([{ productId: rake._id, quantity: 30 }]);
  });

  it("says when the stock is below the minimum and offers no way to add it to the cart (issue 20, item 19)", async () => {
    const user = userEvent.setup();
    render(<ToolCard tool={{ ...rake, availableQuantity: 4 }} />, { wrapper: MemoryRouter });
    const note = bulkMessages.belowMinimum(4, 10);
    expect(screen.getByText(note)).toBeInTheDocument();
    const add = screen.getByRole("button", { name: cartMessages.addToolToCart("Rake") });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(note);
    await user.click(add);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    // Its page stays open: a quote can be asked for there.
    expect(screen.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", `/tools/${rake._id}`);
  });

  it("offers no cart button for a tool out of stock", () => {
    render(<ToolCard tool={{ ...rake, availableQuantity: 0 }} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole("button", { name: cartMessages.addToolToCart("Rake") })).not.toBeInTheDocument();
  });

  it("shows the pack size and the best volume price when the tool has them", () => {
    const bulk = aTool({ packSize: 10, minimumOrderQuantity: 100, priceBreaks: [{ minQuantity: 500, price: 4.5 }, { minQuantity: 1000, price: 4 }] });
    render(<ToolCard tool={bulk} />, { wrapper: MemoryRouter });
    expect(screen.getByText("Packs of 10")).toBeInTheDocument();
    expect(screen.getByText("from $4.00 each at 1,000+")).toBeInTheDocument();
  });

  it("shows neither for a tool sold by the unit at one price", () => {
    render(<ToolCard tool={aTool({ packSize: 1, priceBreaks: [] })} />, { wrapper: MemoryRouter });
    expect(screen.queryByText(/^Packs of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ each at /)).not.toBeInTheDocument();
  });

  it("carries the tool's schema.org Product data as JSON-LD", () => {
    const { container } = render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    const scripts = container.querySelectorAll('article script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? "null")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Rake",
      description: "A wide rake.",
      image: "/images/rake.svg",
      offers: { "@type": "Offer", price: "12.50", priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
  });

  it("keeps a name with </script> inside the JSON-LD: escaped, it ends no element and reads back whole", () => {
    const name = "Rake</script><script>alert(1)</script>";
    const { container } = render(<ToolCard tool={{ ...rake, name }} />, { wrapper: MemoryRouter });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("</script");
    expect(script?.innerHTML).toContain("Rake\\u003c/script>");
    expect(JSON.parse(script?.textContent ?? "null")).toMatchObject({ name });
    expect(container.querySelectorAll("script")).toHaveLength(1);
  });

  it("leads with a member's own price, the catalogue's struck beside it, and their volume prices (issue 28)", () => {
    const { container } = render(
      <ToolCard tool={{ ...rake, priceBreaks: [{ minQuantity: 100, price: 11 }], yourPrice: 10.25, yourBreaks: [{ minQuantity: 100, price: 9.5 }] }} />,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByText(yourPriceTexts.yourPrice).parentElement).toHaveTextContent(`${yourPriceTexts.yourPrice} $10.25 per unit${yourPriceTexts.catalogue} $12.50`);
    expect(container.querySelector("s")).toHaveTextContent("$12.50");
    expect(screen.getByText("from $9.50 each at 100+")).toBeInTheDocument();
    // Search engines read the catalogue's price: a member's page is never indexed, but its data stays the shop's.
    expect(JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? "null")).toMatchObject({ offers: { price: "12.50" } });
  });

  it("shows no member price without one", () => {
    render(<ToolCard tool={rake} />, { wrapper: MemoryRouter });
    expect(screen.queryByText(yourPriceTexts.yourPrice)).not.toBeInTheDocument();
    expect(screen.queryByText(yourPriceTexts.catalogue, { exact: false })).not.toBeInTheDocument();
  });

  describe("in Bangla (issue 38)", () => {
    afterEach(() => setLanguageSource(() => "en"));

    it("says the minimum, the stock, the price per unit and Buy Now in Bangla, with Bengali digits", () => {
      loadBanglaCatalogue();
      setLanguageSource(() => "bn");
      render(<ToolCard tool={{ ...rake, packSize: 5 }} />, { wrapper: MemoryRouter });
      expect(screen.getByText("ন্যূনতম অর্ডার: ১০")).toBeInTheDocument();
      expect(screen.getByText("মজুত: ৪০")).toBeInTheDocument();
      expect(screen.getByText("৫টির প্যাক")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "এখনই কিনুন" })).toBeInTheDocument();
      expect(screen.getByRole("article")).not.toHaveTextContent(/Min-O\/Q|In-Stock|per unit|Buy Now|Packs of/);
    });

    it("names the tool and describes it in Bangla when the office wrote them, in English when it did not", () => {
      loadBanglaCatalogue();
      setLanguageSource(() => "bn");
      const { unmount } = render(<ToolCard tool={{ ...rake, translations: { bn: { name: "বাগানের আঁচড়া", description: "" } } }} />, { wrapper: MemoryRouter });
      expect(screen.getByRole("heading", { name: "বাগানের আঁচড়া" })).toBeInTheDocument();
      expect(screen.getByRole("img", { name: "বাগানের আঁচড়া" })).toBeInTheDocument();
      // No Bangla description: the English one.
      expect(screen.getByText(rake.description)).toBeInTheDocument();
      unmount();
      render(<ToolCard tool={{ ...rake, translations: {} }} />, { wrapper: MemoryRouter });
      expect(screen.getByRole("heading", { name: rake.name })).toBeInTheDocument();
    });
  });
});
