import { contactMessages, messages } from "@shop/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers } from "../../../test/utils";
import { SubscribeForm } from "./SubscribeForm";

describe("SubscribeForm (footer)", () => {
  it("refuses a bad address without asking the server", async () => {
    const fetchMock = mockFetch(sessionHandlers(null));
    renderWithProviders(<SubscribeForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Subscribe to our newsletter"), "nope");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText("Subscribe to our newsletter")).toHaveAccessibleDescription(messages.validation.emailInvalid);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/subscribers")).toBe(false);
  });

  it("posts the address and says to confirm it by email", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(null), "POST /api/subscribers": () => json(202, { message: contactMessages.subscribeRequested }) });
    renderWithProviders(<SubscribeForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Subscribe to our newsletter"), "Grower@Example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("status")).toHaveTextContent(contactMessages.subscribeRequested);
    expect(screen.getByLabelText("Subscribe to our newsletter")).toHaveValue("");
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/subscribers");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: "grower@example.com" });
  });

  it("shows a refusal under the input", async () => {
    mockFetch({ ...sessionHandlers(null), "POST /api/subscribers": () => json(429, { error: { code: "too_many_requests", message: "Too many subscription requests" } }) });
    renderWithProviders(<SubscribeForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Subscribe to our newsletter"), "a@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Too many subscription requests")).toBeInTheDocument();
  });
});
