import type { Review } from "@shop/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders } from "../../../test/utils";
import { HOME_REVIEWS } from "../api/getReviews";
import { Reviews } from "./Reviews";

const review: Review = { _id: "8b0f7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e", name: "Selim Reza", img: "", description: "Sharp hoe.", ratings: 4 };

describe("Reviews (home)", () => {
  it("asks only for the newest reviews it shows, and draws a card with initials for one without an image", async () => {
    const fetchMock = mockFetch({ [`GET /api/reviews?page=1&limit=${HOME_REVIEWS}`]: () => json(200, [review]) });
    renderWithProviders(<Reviews />);
    expect(await screen.findByRole("heading", { name: "Selim Reza" })).toBeInTheDocument();
    expect(screen.getByText("SR")).toBeInTheDocument();
    const reviewCalls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/reviews"));
    expect(reviewCalls).toEqual([`/api/reviews?page=1&limit=${HOME_REVIEWS}`]);
  });
});
