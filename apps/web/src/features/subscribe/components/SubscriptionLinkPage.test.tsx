import { contactMessages } from "@shop/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers } from "../../../test/utils";
import { ConfirmSubscriptionPage, UnsubscribePage } from "./SubscriptionLinkPage";

const token = "A".repeat(43);

describe("SubscriptionLinkPage", () => {
  it("posts the link's token once and shows the confirmation", async () => {
    const fetchMock = mockFetch({ ...sessionHandlers(null), "POST /api/subscribers/confirm": () => json(200, { message: contactMessages.confirmed }) });
    renderWithProviders(<ConfirmSubscriptionPage />, { route: `/subscribe/confirm?token=${token}`, path: "/subscribe/confirm" });
    expect(await screen.findByText(contactMessages.confirmed)).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([url]) => url === "/api/subscribers/confirm");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token });
  });

  it("says when a link is used or unknown", async () => {
    mockFetch({ ...sessionHandlers(null), "POST /api/subscribers/unsubscribe": () => json(404, { error: { code: "not_found", message: contactMessages.badLink } }) });
    renderWithProviders(<UnsubscribePage />, { route: `/subscribe/unsubscribe?token=${token}`, path: "/subscribe/unsubscribe" });
    expect(await screen.findByRole("alert")).toHaveTextContent(contactMessages.badLink);
  });

  it("says the link is broken when it carries no token, without asking the server", () => {
    const fetchMock = mockFetch(sessionHandlers(null));
    renderWithProviders(<ConfirmSubscriptionPage />, { route: "/subscribe/confirm", path: "/subscribe/confirm" });
    expect(screen.getByRole("alert")).toHaveTextContent(contactMessages.badLink);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/subscribers"))).toBe(false);
  });
});
