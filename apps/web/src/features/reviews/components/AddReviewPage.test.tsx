import { messages } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { AddReviewPage } from "./AddReviewPage";
import { queryKeys } from "../../../lib/query-keys";

const created = {
  acknowledged: true,
  insertedId: "6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  review: {
    _id: "6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
    name: testUser.displayName,
    img: "https://example.com/me.jpg",
    ratings: 4,
    description: "Sharp and sturdy.",
  },
};

async function renderPage(extra = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(testUser), ...extra });
  const view = renderWithProviders(
    <>
      <AddReviewPage />
      <Toaster />
    </>,
    { route: "/dashboard/myReviews", path: "/dashboard/myReviews" },
  );
  await screen.findByRole("heading", { level: 1, name: "Add a review" });
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe("AddReviewPage", () => {
  it("prefills the name and shows a required message under every empty field", async () => {
    const { user } = await renderPage();
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
    await user.clear(screen.getByLabelText("Name"));
    await user.click(screen.getByRole("button", { name: "Add Review" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Image URL is required")).toBeInTheDocument();
    expect(screen.getByText("Ratings is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Ratings")).toHaveAccessibleDescription(/Ratings is required/);
  });

  it("says that ratings go up to 5", async () => {
    const { user, fetchMock } = await renderPage();
    await user.type(screen.getByLabelText("Image URL"), "https://example.com/me.jpg");
    await user.type(screen.getByLabelText("Ratings"), "6");
    await user.type(screen.getByLabelText("Description"), "Sharp and sturdy.");
    await user.click(screen.getByRole("button", { name: "Add Review" }));
    expect(await screen.findByText("Ratings must be at most 5")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/review")).toBe(false);
  });

  it("posts the review, says so, empties the form and refreshes the home page's reviews", async () => {
    const { user, fetchMock, client } = await renderPage({ "POST /api/review": () => json(201, created) });
    client.setQueryData(queryKeys.reviews, []);
    await user.type(screen.getByLabelText("Image URL"), "https://example.com/me.jpg");
    await user.type(screen.getByLabelText("Ratings"), "4");
    await user.type(screen.getByLabelText("Description"), "Sharp and sturdy.");
    await user.click(screen.getByRole("button", { name: "Add Review" }));
    expect(await screen.findByText(messages.review.added)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/review");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: testUser.displayName,
      img: "https://example.com/me.jpg",
      ratings: 4,
      description: "Sharp and sturdy.",
    });
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer token-1");
    await waitFor(() => expect(screen.getByLabelText("Description")).toHaveValue(""));
    expect(screen.getByLabelText("Name")).toHaveValue(testUser.displayName);
    expect(client.getQueryState(queryKeys.reviews)?.isInvalidated).toBe(true);
  });
});
