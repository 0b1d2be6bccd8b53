import { render, screen, within } from "@testing-library/react";
import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { anOrder, anOrderLine } from "../test/fixtures";
import { OrderLines } from "./OrderLines";
import { OrderNotFound } from "./OrderNotFound";

/* Issue 38: on a Bangla page the buyer's shared parts say their own words in Bangla, read as they render. */
describe("the buyer's shared parts on a Bangla page", () => {
  beforeEach(() => {
    loadBanglaCatalogue();
    setLanguageSource(() => "bn");
  });
  afterEach(() => setLanguageSource(() => "en"));

  it("names an order's lines and their columns in Bangla", () => {
    const order = anOrder({ _id: "d38635e2-1a2b-4c3d-8e9f-0a1b2c3d4e5f", items: [anOrderLine("Sickle", 200, 5.25, { quoteId: "b1000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f" })] });
    render(<OrderLines order={order} />);
    const table = screen.getByRole("table", { name: "অর্ডার D38635E2-এর পণ্যসমূহ" });
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers[0]).toBe("যন্ত্র");
    expect(headers[1]).toBe("পরিমাণ");
    expect(headers[3]).toBe("মোট দাম");
    expect(table.textContent).toContain("(কোটেশন অনুযায়ী)");
  });

  it("says an order is not there in Bangla", () => {
    render(
      <MemoryRouter>
        <OrderNotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "অর্ডারটি পাওয়া যায়নি" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "আমার অর্ডারে যান" })).toBeTruthy();
  });
});
