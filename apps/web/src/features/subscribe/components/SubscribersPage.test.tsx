import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { SubscribersPage } from "./SubscribersPage";

afterEach(() => vi.restoreAllMocks());

describe("SubscribersPage", () => {
  it("downloads the export with the bearer token and saves it as a CSV file", async () => {
    localStorage.setItem("accessToken", "token-1");
    const csv = "email,confirmed_at\nada@example.com,2026-11-23T10:00:00.000Z\n";
    const fetchMock = mockFetch({
      ...sessionHandlers(testUser),
      "GET /api/subscribers/export.csv": () => new Response(csv, { status: 200, headers: { "Content-Type": "text/csv" } }),
    });
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), "blob:export"), revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe("blob:export");
    });
    renderWithProviders(<SubscribersPage />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await created[0]?.text()).toBe(csv);
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/subscribers/export.csv");
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
  });
});
