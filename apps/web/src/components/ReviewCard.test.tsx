import type { Review } from "@shop/contract";
import { REVIEW_EXCERPT_LENGTH } from "@shop/contract";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReviewCard } from "./ReviewCard";

const review: Review = {
  _id: "8b0f7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e",
  name: "Selim Reza",
  img: "/images/reviewers/selim.svg",
  description:
    "The garden hoe cut through our clay soil like butter. After two full seasons the edge is still sharp and the handle has not loosened at all.",
  ratings: 4,
};

describe("ReviewCard", () => {
  it("shows the name, the image and only the first 100 characters", () => {
    render(<ReviewCard review={review} />);
    expect(screen.getByRole("heading", { name: "Selim Reza" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Selim Reza" })).toHaveAttribute("src", review.img);
    const text = screen.getByTestId("review-text");
    expect(text.textContent).toBe(review.description.slice(0, REVIEW_EXCERPT_LENGTH));
    expect(text.textContent).toHaveLength(100);
  });

  it("shows the ratings number and as many filled stars", () => {
    const { container } = render(<ReviewCard review={review} />);
    expect(screen.getByText("Ratings: 4")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(container.querySelectorAll('svg[data-filled="true"]')).toHaveLength(4);
    expect(container.querySelectorAll('svg[data-filled="false"]')).toHaveLength(1);
  });

  it("keeps a short review whole", () => {
    render(<ReviewCard review={{ ...review, description: "Great rake.", ratings: 5 }} />);
    expect(screen.getByTestId("review-text").textContent).toBe("Great rake.");
  });

  it("shows the reviewer's initials when the server answers no image (a host not allowed)", () => {
    const { container } = render(<ReviewCard review={{ ...review, name: "selim ahmed reza", img: "" }} />);
    expect(screen.queryByRole("img", { name: "selim ahmed reza" })).not.toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText("SA")).toBeInTheDocument();
  });

  it("shows the initials instead of an image that fails to load", () => {
    render(<ReviewCard review={review} />);
    fireEvent.error(screen.getByRole("img", { name: "Selim Reza" }));
    expect(screen.queryByRole("img", { name: "Selim Reza" })).not.toBeInTheDocument();
    expect(screen.getByText("SR")).toBeInTheDocument();
  });
});
