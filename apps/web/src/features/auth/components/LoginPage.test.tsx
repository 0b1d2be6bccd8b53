import { messages, setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { LoginPage } from "./LoginPage";
import { authFormsCode } from "./authForms";

// The form's code is loaded when the visitor reaches for it (lib/deferredForms.tsx); its first,
// cold import (with zod and the contract's schemas) takes longer than a query's wait on a loaded
// machine, so it is loaded once for the file.
beforeAll(async () => {
  await Promise.all([authFormsCode.load(), import("@shop/contract/front")]);
}, 60_000);

const v = messages.validation;

async function renderLogin(route = "/login", extra = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(null), ...extra });
  const view = renderWithProviders(<LoginPage />, { route, path: "/login" });
  await screen.findByRole("heading", { level: 1, name: "Login" });
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe("LoginPage", () => {
  it("shows the required messages when submitted empty", async () => {
    const { user } = await renderLogin();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(v.emailRequired);
  });

  it("shows the email pattern and password length messages", async () => {
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(v.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(v.passwordShort)).toBeInTheDocument();
  });

  it("accepts addresses with a hyphen or digits in the domain", async () => {
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText("Email"), "jo@my-farm24.com");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText(v.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(v.emailInvalid)).not.toBeInTheDocument();
  });

  it("links to the forgotten-password form, and to sign-up keeping where to go back to", async () => {
    await renderLogin("/login?redirect=%2Fdashboard%2FmyProfile");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Create New Account" })).toHaveAttribute("href", "/signUp?redirect=%2Fdashboard%2FmyProfile");
  });

  it("says why a Google sign-in came back, for known reasons only", async () => {
    const { unmount } = await renderLogin("/login?error=google_unverified");
    expect(screen.getByRole("alert")).toHaveTextContent(`Error: ${messages.auth.googleErrors.google_unverified}`);
    unmount();
    await renderLogin("/login?error=Call%20+1-800%20to%20verify");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's message after 'Error:' when the login fails", async () => {
    const { user } = await renderLogin("/login", {
      "POST /api/auth/sign-in": () => json(401, { error: { code: "unauthorized", message: "Invalid email or password" } }),
    });
    await user.type(screen.getByLabelText("Email"), "farmer@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`${messages.auth.errorPrefix} Invalid email or password`);
    // the form comes back with what was typed
    expect(screen.getByLabelText("Email")).toHaveValue("farmer@example.com");
  });

  it("stores the access token and returns to the page the visitor came from", async () => {
    const { user, fetchMock } = await renderLogin("/login?redirect=%2Ftools%2Fabc", {
      "POST /api/auth/sign-in": () => json(200, { user: testUser }),
      [`PUT /api/user/${encodeURIComponent(testUser.email)}`]: () => json(200, { accessToken: "token-1" }),
    });
    await user.type(screen.getByLabelText("Email"), testUser.email);
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/tools/abc");
    expect(window.localStorage.getItem("accessToken")).toBe("token-1");
    const signInCall = fetchMock.mock.calls.find(([url]) => url === "/api/auth/sign-in");
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({ email: testUser.email, password: "secret-password" });
  });

  it.each([
    ["/login", "/dashboard"],
    ["/login?redirect=%2Ftools%2Fabc", "/tools/abc"],
  ])("lands a shop admin who signs in at %s on %s: the dashboard unless a page was asked (issue 35)", async (route, landing) => {
    const admin = { ...testUser, role: "admin" as const };
    const { user } = await renderLogin(route, {
      "POST /api/auth/sign-in": () => json(200, { user: admin }),
      [`PUT /api/user/${encodeURIComponent(admin.email)}`]: () => json(200, { accessToken: "token-1" }),
    });
    await user.type(screen.getByLabelText("Email"), admin.email);
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(new RegExp(`^${landing}$`));
  });

  it("sends a shop admin who is already signed in to the dashboard", async () => {
    mockFetch(sessionHandlers({ ...testUser, role: "admin" }));
    renderWithProviders(<LoginPage />, { route: "/login", path: "/login" });
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/dashboard$/);
  });

  it("says that Google sign-in is not configured and does not pretend to work", async () => {
    await renderLogin();
    const google = screen.getByRole("button", { name: messages.auth.googleButton });
    expect(google).toBeDisabled();
    await waitFor(() => expect(google).toHaveAccessibleDescription(messages.auth.googleNotConfigured));
  });

  it("links the Google button to the server's OAuth flow when configured", async () => {
    mockFetch({ ...sessionHandlers(null), "GET /api/auth/providers": () => json(200, { google: true }) });
    renderWithProviders(<LoginPage />, { route: "/login?redirect=%2Fdashboard", path: "/login" });
    const link = await screen.findByRole("link", { name: messages.auth.googleButton });
    expect(link).toHaveAttribute("href", "/api/auth/google?redirect=%2Fdashboard");
  });

  it.each(["/%09/evil.example", "/%5Cevil.example", "%2F%2Fevil.example", "/%0A/evil.example"])(
    "goes to / after signing in when ?redirect=%s points elsewhere, without a word",
    async (hostile) => {
      const { user } = await renderLogin(`/login?redirect=${hostile}`, {
        "POST /api/auth/sign-in": () => json(200, { user: testUser }),
        [`PUT /api/user/${encodeURIComponent(testUser.email)}`]: () => json(200, { accessToken: "token-1" }),
      });
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      await user.type(screen.getByLabelText("Email"), testUser.email);
      await user.type(screen.getByLabelText("Password"), "secret-password");
      await user.click(screen.getByRole("button", { name: "Login" }));
      expect(await screen.findByTestId("location")).toHaveTextContent(/^\/$/);
    },
  );

  it("sends a visitor who is already signed in to / when ?redirect= is hostile", async () => {
    mockFetch(sessionHandlers(testUser));
    renderWithProviders(<LoginPage />, { route: "/login?redirect=/%09/evil.example", path: "/login" });
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/$/);
  });

  describe("in Bangla (issue 38)", () => {
    afterEach(() => setLanguageSource(() => "en"));

    it("names the page, its fields and its links in Bangla", async () => {
      loadBanglaCatalogue();
      setLanguageSource(() => "bn");
      mockFetch(sessionHandlers(null));
      renderWithProviders(<LoginPage />, { route: "/login", path: "/login" });
      expect(await screen.findByRole("heading", { level: 1, name: "লগইন" })).toBeInTheDocument();
      expect(screen.getByLabelText("ইমেইল")).toBeInTheDocument();
      expect(screen.getByLabelText("পাসওয়ার্ড")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "পাসওয়ার্ড ভুলে গেছেন?" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "নতুন অ্যাকাউন্ট খুলুন" })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe("লগইন · AgroForge"));
    });
  });
});
