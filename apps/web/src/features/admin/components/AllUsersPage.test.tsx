import { messages } from "@shop/contract";
import type { UserDocument } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { AllUsersPage } from "./AllUsersPage";

const me = { ...testUser, email: "boss@example.com", displayName: "The Boss", role: "admin" as const };
const users: UserDocument[] = [
  { _id: "1a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", email: me.email, role: "admin", name: "The Boss" },
  { _id: "2a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", email: "helper@example.com", role: "admin", name: "Helper" },
  { _id: "3a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", email: "farmer@example.com", role: "other", name: "Amina Farmer" },
];
const pagedUsers = (list: UserDocument[]) =>
  new Response(JSON.stringify(list), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(list.length) } });

function renderPage(extra = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(me), "GET /api/user?page=1&limit=20": () => pagedUsers(users), ...extra });
  renderWithProviders(
    <>
      <AllUsersPage />
      <Toaster />
    </>,
    { route: "/dashboard/makeAdmin", path: "/dashboard/makeAdmin" },
  );
  return { fetchMock, user: userEvent.setup() };
}

const rowOf = (email: string) => {
  const row = screen.getByRole("cell", { name: email }).closest("tr");
  if (!row) throw new Error(`no row for ${email}`);
  return within(row);
};

stubDialogMethods();

describe("AllUsersPage", () => {
  it("hides Make Admin for admins and Delete User on the admin's own row", async () => {
    renderPage();
    expect(await screen.findByRole("cell", { name: "farmer@example.com" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "All Users" })).toBeInTheDocument();

    expect(rowOf(me.email).queryByRole("button", { name: /Make Admin/ })).not.toBeInTheDocument();
    expect(rowOf(me.email).queryByRole("button", { name: /Delete User/ })).not.toBeInTheDocument();
    expect(rowOf("helper@example.com").queryByRole("button", { name: /Make Admin/ })).not.toBeInTheDocument();
    expect(rowOf("helper@example.com").getByRole("button", { name: /Delete User/ })).toBeInTheDocument();
    expect(rowOf("farmer@example.com").getByRole("button", { name: "Make Admin farmer@example.com" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Make Admin/ })).toHaveLength(1);
  });

  it("makes a user admin, says so and refetches the list", async () => {
    let list = users;
    const { user, fetchMock } = renderPage({
      "GET /api/user?page=1&limit=20": () => pagedUsers(list),
      "PUT /api/user/admin/farmer%40example.com": () => {
        list = users.map((account) => (account.email === "farmer@example.com" ? { ...account, role: "admin" } : account));
        return json(200, { acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      },
    });
    await user.click(await screen.findByRole("button", { name: /Make Admin/ }));
    expect(await screen.findByText(messages.admin.made)).toBeInTheDocument();
    expect(await rowOf("farmer@example.com").findByText("Admin")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Make Admin/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/user?page=1&limit=20")).toHaveLength(2);
  });

  it("shows the server's message when Make Admin is refused", async () => {
    const { user } = renderPage({
      "PUT /api/user/admin/farmer%40example.com": () => json(403, { error: { code: "forbidden", message: "Admins only" } }),
    });
    await user.click(await screen.findByRole("button", { name: /Make Admin/ }));
    expect(await screen.findByText("Admins only")).toBeInTheDocument();
    expect(screen.queryByText(messages.admin.made)).not.toBeInTheDocument();
  });

  it("offers Remove Admin on other admins' rows only", async () => {
    renderPage();
    expect(await screen.findByRole("cell", { name: "farmer@example.com" })).toBeInTheDocument();
    expect(rowOf("helper@example.com").getByRole("button", { name: "Remove Admin helper@example.com" })).toBeInTheDocument();
    expect(rowOf(me.email).queryByRole("button", { name: /Remove Admin/ })).not.toBeInTheDocument();
    expect(rowOf("farmer@example.com").queryByRole("button", { name: /Remove Admin/ })).not.toBeInTheDocument();
  });

  it("removes an admin after the confirmation, says so and refetches the list", async () => {
    let list = users;
    const { user, fetchMock } = renderPage({
      "GET /api/user?page=1&limit=20": () => pagedUsers(list),
      "DELETE /api/user/admin/helper%40example.com": () => {
        list = users.map((account) => (account.email === "helper@example.com" ? { ...account, role: "other" } : account));
        return json(200, { acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Remove Admin helper@example.com" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this admin?" });
    expect(dialog).toHaveAccessibleDescription(/helper@example.com will lose the admin role/);
    // Nothing is sent before the yes.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Remove Admin" }));
    expect(await screen.findByText(messages.admin.removed)).toBeInTheDocument();
    expect(await rowOf("helper@example.com").findByText("Customer")).toBeInTheDocument();
    expect(rowOf("helper@example.com").getByRole("button", { name: "Make Admin helper@example.com" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/user?page=1&limit=20")).toHaveLength(2);
  });

  it("keeps the admin when the confirmation is declined", async () => {
    const { user, fetchMock } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Remove Admin helper@example.com" }));
    await user.click(within(screen.getByRole("dialog", { name: "Remove this admin?" })).getByRole("button", { name: "Keep it" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    expect(rowOf("helper@example.com").getByText("Admin")).toBeInTheDocument();
  });

  it("shows the server's message when Remove Admin is refused", async () => {
    const { user } = renderPage({
      "DELETE /api/user/admin/helper%40example.com": () => json(409, { error: { code: "conflict", message: "The shop must keep at least one admin" } }),
    });
    await user.click(await screen.findByRole("button", { name: "Remove Admin helper@example.com" }));
    await user.click(within(screen.getByRole("dialog", { name: "Remove this admin?" })).getByRole("button", { name: "Remove Admin" }));
    expect(await screen.findByText("The shop must keep at least one admin")).toBeInTheDocument();
    expect(screen.queryByText(messages.admin.removed)).not.toBeInTheDocument();
  });
});
