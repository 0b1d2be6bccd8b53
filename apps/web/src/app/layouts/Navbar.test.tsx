import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { cartMessages, setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { inBangla } from "@shop/contract/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addToCart } from "../../lib/cart";
import { mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../test/utils";
import { Navbar } from "./Navbar";

/** Where the router is, beside the navbar. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The wide layout's list (the narrow one, closed, is hidden by the browser but not by jsdom). */
function wideMenu() {
  const [wide] = within(screen.getByRole("navigation", { name: "Main" })).getAllByRole("list");
  if (!wide) throw new Error("the navbar has no menu");
  return within(wide);
}

describe("Navbar", () => {
  it("shows Login and no Dashboard when signed out", async () => {
    mockFetch(sessionHandlers(null));
    renderWithProviders(<Navbar />);
    expect(await wideMenu().findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(wideMenu().queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(wideMenu().queryByRole("button", { name: "SignOut" })).not.toBeInTheDocument();
    for (const name of ["Tools", "My Portfolio", "Blogs", "Contact"]) {
      expect(wideMenu().getByRole("link", { name })).toBeInTheDocument();
    }
  });

  it("shows SignOut and Dashboard when signed in", async () => {
    mockFetch(sessionHandlers(testUser));
    renderWithProviders(<Navbar />);
    expect(await wideMenu().findByRole("button", { name: "SignOut" })).toBeInTheDocument();
    expect(wideMenu().getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(wideMenu().queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("signs out: ends the session, removes the token and goes to /home", async () => {
    window.localStorage.setItem("accessToken", "token-1");
    const fetchMock = mockFetch({ ...sessionHandlers(testUser), "POST /api/auth/sign-out": () => new Response(null, { status: 204 }) });
    renderWithProviders(<Navbar />, { route: "/tools", path: "/tools" });
    const user = userEvent.setup();
    await user.click(await wideMenu().findByRole("button", { name: "SignOut" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/home");
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === "/api/auth/sign-out" && init?.method === "POST")).toBe(true);
  });

  it("opens the narrow menu, a <details> that works without JavaScript, without Blogs; Escape, a click elsewhere and a followed link close it", async () => {
    mockFetch(sessionHandlers(null));
    renderWithProviders(
      <>
        <Navbar />
        <Where />
      </>,
      { route: "/blogs" },
    );
    const toggle = screen.getByLabelText("Menu");
    // The browser's own disclosure: the server's HTML opens and closes with no code at all.
    const menu = toggle.closest("details");
    expect(toggle.tagName).toBe("SUMMARY");
    expect(menu).not.toHaveAttribute("open");
    const user = userEvent.setup();
    await user.click(toggle);
    expect(menu).toHaveAttribute("open");
    const narrow = within(document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement);
    expect(narrow.getByRole("link", { name: "Tools" })).toBeVisible();
    expect(narrow.queryByRole("link", { name: "Blogs" })).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(menu).not.toHaveAttribute("open");
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByTestId("where"));
    expect(menu).not.toHaveAttribute("open");

    await user.click(toggle);
    await user.click(narrow.getByRole("link", { name: "Tools" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/tools");
    expect(screen.getByLabelText("Menu").closest("details")).not.toHaveAttribute("open");
  });
});

describe("Navbar on a Bangla page", () => {
  beforeEach(() => {
    loadBanglaCatalogue();
    setLanguageSource(() => "bn");
  });
  afterEach(() => {
    setLanguageSource(() => "en");
    localStorage.clear();
  });

  it("counts the cart's lines in Bengali digits, and its name holds the figure shown (label in name)", async () => {
    mockFetch(sessionHandlers(null));
    addToCart("a1000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", 10);
    addToCart("a2000000-1a2b-4c3d-8e9f-0a1b2c3d4e5f", 10);
    renderWithProviders(<Navbar />);
    const cart = await screen.findByRole("link", { name: inBangla(() => cartMessages.link(2)) });
    expect(cart).not.toHaveAttribute("aria-label");
    expect(within(cart).getByText("২")).toBeInTheDocument();
    expect(cart.textContent).not.toMatch(/[0-9]/);
  });
});
