import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../test/utils";
import { Navbar } from "./Navbar";

function wideMenu() {
  return within(screen.getByRole("navigation", { name: "Main" }));
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

  it("opens the narrow menu with a named button, without Blogs", async () => {
    mockFetch(sessionHandlers(null));
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const narrow = within(document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement);
    expect(narrow.getByRole("link", { name: "Tools" })).toBeInTheDocument();
    expect(narrow.queryByRole("link", { name: "Blogs" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
