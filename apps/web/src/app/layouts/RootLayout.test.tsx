import { accountMessages } from "@shop/contract";
import type { SessionUser } from "@shop/contract";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { QueryView } from "../../components/QueryView";
import { SignUpPage } from "../../features/auth/components/SignUpPage";
import { apiRequest } from "../../lib/api";
import { SessionProvider } from "../../lib/session";
import { createTestQueryClient, json, mockFetch, sessionHandlers, testUser } from "../../test/utils";
import { RequireAuth } from "../RequireAuth";
import { RootLayout } from "./RootLayout";

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

/** A protected page whose data needs the session (as My orders does). */
function PrivatePage() {
  const data = useQuery({
    queryKey: ["private-thing"],
    queryFn: () => apiRequest("/api/private-thing", z.object({ ok: z.boolean() }), { auth: "required" }),
  });
  return (
    <QueryView query={data} loadingLabel="Loading" errorTitle="We could not load it.">
      {() => <h1>Private page</h1>}
    </QueryView>
  );
}

function renderApp(route: string) {
  window.history.replaceState(null, "", route);
  const client = createTestQueryClient();
  // The layout restores scroll positions, which needs a data router, as the app's.
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: "/signUp", element: <SignUpPage /> },
          { path: "/home", element: <h1>Home</h1> },
          { path: "/login", element: <LoginProbe /> },
          { element: <RequireAuth />, children: [{ path: "/dashboard", element: <PrivatePage /> }] },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe("RootLayout: after sign-up (issue 20, item 19)", () => {
  async function signUp(user: SessionUser) {
    vi.spyOn(window, "alert").mockImplementation(() => undefined);
    let signedUp = false;
    mockFetch({
      ...sessionHandlers(null),
      "GET /api/auth/session": () => json(200, { user: signedUp ? user : null }),
      "POST /api/auth/sign-up": () => {
        signedUp = true;
        return json(201, { user });
      },
      [`PUT /api/user/${encodeURIComponent(user.email)}`]: () => json(200, { accessToken: "token-2" }),
    });
    renderApp("/signUp");
    const typist = userEvent.setup();
    await typist.type(await screen.findByLabelText("Name"), user.displayName);
    await typist.type(screen.getByLabelText("Email"), user.email);
    await typist.type(screen.getByLabelText("Password"), "secret-password");
    await typist.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  }

  it("says on the page it lands on that a verification link was emailed, and where to", async () => {
    await signUp({ ...testUser, emailVerified: false });
    expect(await screen.findByRole("status")).toHaveTextContent(accountMessages.signedUpVerify(testUser.email));
    await userEvent.setup().click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText(accountMessages.signedUpVerify(testUser.email))).not.toBeInTheDocument();
  });

  it("says nothing of the kind to an account that comes verified", async () => {
    await signUp(testUser);
    expect(screen.queryByText(accountMessages.signedUpVerify(testUser.email))).not.toBeInTheDocument();
  });
});

describe("RootLayout: a tab follows the session (issue 20, item 19)", () => {
  it("shows signed out once another tab signs out: a protected page goes to the login", async () => {
    let signedIn = true;
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/auth/session": () => json(200, { user: signedIn ? testUser : null }),
      "GET /api/private-thing": () => json(200, { ok: true }),
    });
    window.localStorage.setItem("accessToken", "token-1");
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Private page" })).toBeInTheDocument();

    // The other tab signs out: the server's session is gone and the shared token removed.
    signedIn = false;
    window.localStorage.removeItem("accessToken");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "accessToken", oldValue: "token-1", newValue: null }));
    });
    expect(await screen.findByTestId("login")).toHaveTextContent("/login?redirect=%2Fdashboard");
  });

  it("links a refused call's error to the login, beside Retry", async () => {
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/private-thing": () => json(401, { error: { code: "unauthorized", message: "The access token is invalid or has expired" } }),
    });
    window.localStorage.setItem("accessToken", "token-1");
    renderApp("/dashboard");
    // Still signed in (the server lost this token only): the error offers the login beside Retry.
    const login = await screen.findByRole("link", { name: "Log in again" });
    expect(login).toHaveAttribute("href", "/login?redirect=%2Fdashboard");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("goes to the login when the refused call finds the session gone", async () => {
    let signedIn = true;
    mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/auth/session": () => json(200, { user: signedIn ? testUser : null }),
      "GET /api/private-thing": () => {
        // Signed out elsewhere between the page's session check and its call.
        signedIn = false;
        return json(401, { error: { code: "unauthorized", message: "The access token is invalid or has expired" } });
      },
    });
    window.localStorage.setItem("accessToken", "token-1");
    renderApp("/dashboard");
    expect(await screen.findByTestId("login")).toHaveTextContent("/login?redirect=%2Fdashboard");
  });
});

describe("RootLayout: Skip to content (issue 35)", () => {
  it("is the first thing a Tab reaches, and moves the focus to the page's main content", async () => {
    mockFetch(sessionHandlers(null));
    renderApp("/home");
    await screen.findByRole("heading", { name: "Home" });
    const typist = userEvent.setup();
    await typist.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveFocus();
    const main = screen.getByRole("main");
    expect(skip).toHaveAttribute("href", `#${main.id}`);
    // jsdom does not follow a fragment to focus its target: the target must be focusable for a browser to.
    expect(main).toHaveAttribute("tabindex", "-1");
    expect(main).toContainElement(screen.getByRole("heading", { name: "Home" }));
  });
});
