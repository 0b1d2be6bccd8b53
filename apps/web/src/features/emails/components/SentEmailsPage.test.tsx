import type { EmailSummary } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { EMAILS_PAGE_SIZE, SentEmailsPage } from "./SentEmailsPage";

const admin = { ...testUser, role: "admin" as const };
const email = (n: number, status: EmailSummary["status"] = "sent"): EmailSummary => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  to: `farmer${n}@example.com`,
  subject: `Subject ${n}`,
  status,
  attempts: 1,
  createdAt: "2026-11-20T10:00:00.000Z",
  sentAt: status === "sent" ? "2026-11-20T10:00:05.000Z" : null,
  lastError: status === "failed" ? "550 Mailbox unavailable" : null,
});

describe("SentEmailsPage", () => {
  it("asks for one page, lists to, subject and status, and opens an email's text", async () => {
    const pages: string[] = [];
    mockFetch({
      ...sessionHandlers(admin),
      [`GET /api/emails?page=1&limit=${EMAILS_PAGE_SIZE}`]: () => {
        pages.push("1");
        return new Response(JSON.stringify([email(2, "failed"), email(1)]), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": "2" } });
      },
      [`GET /api/emails/${email(1)._id}`]: () => json(200, { ...email(1), eventKey: "verify-email:1", text: "Hello Amina,\n\nVerify my email address: https://shop.example.com/verify-email?token=[redacted]", devMailbox: false }),
    });
    renderWithProviders(<SentEmailsPage />, { route: "/dashboard/emails", path: "/dashboard/emails" });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("farmer2@example.com");
    expect(rows[1]).toHaveTextContent("Failed");
    expect(rows[2]).toHaveTextContent("Subject 1");
    expect(rows[2]).toHaveTextContent("Sent");
    await userEvent.setup().click(screen.getByRole("button", { name: "Read Subject 1 to farmer1@example.com" }));
    const heading = await screen.findByRole("heading", { name: "Subject 1" });
    expect(await screen.findByText(/Verify my email address: https:\/\/shop\.example\.com\/verify-email\?token=\[redacted\]/)).toBeInTheDocument();
    expect(heading).toHaveFocus();
    // A shop that mails for real shows no link to follow: its tokens are not here.
    expect(screen.queryByRole("link", { name: /verify-email/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Development mailbox/)).not.toBeInTheDocument();
    expect(pages).toEqual(["1"]);
  });

  it("is the development mailbox without SMTP: the email's links can be followed", async () => {
    const link = "http://127.0.0.1:3000/verify-email?token=abcdefghijklmnop0123456789";
    mockFetch({
      ...sessionHandlers(admin),
      [`GET /api/emails?page=1&limit=${EMAILS_PAGE_SIZE}`]: () =>
        new Response(JSON.stringify([email(1)]), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": "1" } }),
      [`GET /api/emails/${email(1)._id}`]: () =>
        json(200, { ...email(1), eventKey: "verify-email:1", text: `Hello Amina,\n\nVerify my email address: ${link}\n\nAgroForge`, devMailbox: true }),
    });
    renderWithProviders(<SentEmailsPage />, { route: "/dashboard/emails", path: "/dashboard/emails" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Read Subject 1 to farmer1@example.com" }));
    expect(await screen.findByRole("link", { name: link })).toHaveAttribute("href", link);
    expect(screen.getByText(/Development mailbox/)).toBeInTheDocument();
    expect(screen.getByText(/Verify my email address:/)).toHaveTextContent(`Hello Amina, Verify my email address: ${link} AgroForge`);
  });
});
