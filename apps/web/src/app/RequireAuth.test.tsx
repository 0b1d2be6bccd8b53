import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../lib/session";
import { createTestQueryClient, mockFetch, sessionHandlers, testUser } from "../test/utils";
import { RequireAuth } from "./RequireAuth";

function LoginProbe() {
  const location = useLocation();
  const state = location.state as { from?: { pathname: string } } | null;
  return (
    <p data-testid="login">
      {location.pathname}
      {location.search} from={state?.from?.pathname}
    </p>
  );
}

function renderAt(route: string) {
  // The guard compares the router's page with the browser's (a sign-out on its way elsewhere):
  // in the app they start the same, as here.
  window.history.replaceState(null, "", route);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            </Route>
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("RequireAuth", () => {
  it("sends visitors to /login with the page to come back to", async () => {
    mockFetch(sessionHandlers(null));
    renderAt("/dashboard?tab=1");
    expect(await screen.findByTestId("login")).toHaveTextContent("/login?redirect=%2Fdashboard%3Ftab%3D1 from=/dashboard");
  });

  it("lets signed-in users through", async () => {
    mockFetch(sessionHandlers(testUser));
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
