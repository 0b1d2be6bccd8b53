import { contactMessages, messages } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { ContactPage } from "./ContactPage";
import { contactFormsCode } from "./contactForms";

// The form's code is loaded when the visitor reaches for it (lib/deferredForms.tsx); its first,
// cold import (with zod and the contract's schemas) takes longer than a query's wait on a loaded
// machine, so it is loaded once for the file.
beforeAll(async () => {
  await Promise.all([contactFormsCode.load(), import("@shop/contract/front")]);
}, 60_000);

const shop = { name: "Field & Forge", address: "1 Field Road\nBogura", vatId: "BD-123456789", phone: "+880 51 782 040", email: "office@fieldforge.example" };

function renderContact(extra: Parameters<typeof mockFetch>[0] = {}, signedIn = false) {
  const fetchMock = mockFetch({ ...sessionHandlers(signedIn ? testUser : null), "GET /api/shop": () => json(200, shop), ...extra });
  renderWithProviders(<ContactPage />, { route: "/contact", path: "/contact" });
  return { fetchMock, user: userEvent.setup() };
}

describe("ContactPage", () => {
  it("shows the seller's name, address, phone and email from the configuration", async () => {
    renderContact();
    expect(await screen.findByText("Field & Forge")).toBeInTheDocument();
    expect(screen.getByText(/1 Field Road/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "+880 51 782 040" })).toHaveAttribute("href", "tel:+88051782040");
    expect(screen.getByRole("link", { name: "office@fieldforge.example" })).toHaveAttribute("href", "mailto:office@fieldforge.example");
  });

  it("checks the fields before sending anything", async () => {
    const { user, fetchMock } = renderContact();
    const form = screen.getByRole("form", { name: "Write to our office" });
    await user.type(within(form).getByLabelText("Your email"), "not-an-email");
    await user.click(within(form).getByRole("button", { name: "Send message" }));
    expect(await within(form).findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByText("Your name is required")).toBeInTheDocument();
    expect(within(form).getByLabelText("Message")).toHaveAccessibleDescription("Message is required");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/contact")).toBe(false);
  });

  it("sends the message, confirms it and empties the message box", async () => {
    const { user, fetchMock } = renderContact({ "POST /api/contact": () => json(202, { accepted: true, message: contactMessages.sent }) }, true);
    // The form is filled in once the session has arrived.
    expect(await screen.findByDisplayValue(testUser.email)).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Write to our office" });
    await user.type(within(form).getByLabelText("Message"), "Do you ship to Nepal?");
    await user.click(within(form).getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("status")).toHaveTextContent(contactMessages.sent);
    expect(within(form).getByLabelText("Message")).toHaveValue("");
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/contact");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: testUser.displayName, email: testUser.email, message: "Do you ship to Nepal?" });
  });

  it("shows the server's refusal (too many messages) and keeps what was typed", async () => {
    const { user } = renderContact({
      "POST /api/contact": () => json(429, { error: { code: "too_many_requests", message: "Too many contact messages from your address; try again in 1 hour" } }),
    });
    const form = screen.getByRole("form", { name: "Write to our office" });
    await user.type(within(form).getByLabelText("Your name"), "Ada");
    await user.type(within(form).getByLabelText("Your email"), "ada@example.com");
    await user.type(within(form).getByLabelText("Message"), "Hello");
    await user.click(within(form).getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/Too many contact messages/)).toBeInTheDocument();
    expect(within(form).getByLabelText("Message")).toHaveValue("Hello");
  });
});
