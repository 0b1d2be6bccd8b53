import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../lib/session";
import { createTestQueryClient, json, mockFetch, sessionHandlers, testUser } from "../test/utils";
import { RequireAdmin } from "./RequireAdmin";

function renderAt(admin: boolean) {
  mockFetch({ ...sessionHandlers(testUser), [`GET /api/admin/${encodeURIComponent(testUser.email)}`]: () => json(200, { admin }) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <MemoryRouter initialEntries={["/dashboard/makeAdmin"]}>
          <Routes>
            <Route element={<RequireAdmin />}>
              <Route path="/dashboard/makeAdmin" element={<h1>All Users</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("RequireAdmin", () => {
  it("shows a checking spinner, then 'Not allowed' with a way back for a customer", async () => {
    renderAt(false);
    expect(screen.getByRole("status", { name: "Checking admin access" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Not allowed" })).toBeInTheDocument();
    expect(screen.getByText(/This page is for admins only\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByRole("heading", { name: "All Users" })).not.toBeInTheDocument();
  });

  it("lets admins through", async () => {
    renderAt(true);
    expect(await screen.findByRole("heading", { level: 1, name: "All Users" })).toBeInTheDocument();
    expect(screen.queryByText("Not allowed")).not.toBeInTheDocument();
  });
});
