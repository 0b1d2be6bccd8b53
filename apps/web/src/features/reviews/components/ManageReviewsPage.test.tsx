import { messages } from "@shop/contract";
import type { Review } from "@shop/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, stubDialogMethods, testUser } from "../../../test/utils";
import { ManageReviewsPage } from "./ManageReviewsPage";

const admin = { ...testUser, role: "admin" as const };
const review = (n: number, name: string): Review => ({
  _id: `${n}a1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f`,
  name,
  img: "",
  description: `Review number ${n}.`,
  ratings: 4,
});
const pitch = review(1, "Honest Farmer");
const spam = review(2, "Pixel Spammer");
const paged = (list: Review[], total = list.length) =>
  new Response(JSON.stringify(list), { status: 200, headers: { "Content-Type": "application/json", "X-Total-Count": String(total) } });

stubDialogMethods();

function renderPage(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ ...sessionHandlers(admin), ...handlers });
  renderWithProviders(
    <>
      <ManageReviewsPage />
      <Toaster />
    </>,
    { route: "/dashboard/manageReviews", path: "/dashboard/manageReviews" },
  );
  return { fetchMock, user: userEvent.setup() };
}

describe("ManageReviewsPage", () => {
  it("lists one page of reviews and deletes one only after the confirmation", async () => {
    let list = [spam, pitch];
    const { user, fetchMock } = renderPage({
      "GET /api/reviews?page=1&limit=20": () => paged(list),
      [`DELETE /api/reviews/${spam._id}`]: () => {
        list = [pitch];
        return json(200, { acknowledged: true, deletedCount: 1 });
      },
    });
    const table = await screen.findByRole("table", { name: "All reviews" });
    expect(screen.getByRole("heading", { level: 1, name: "Manage Reviews" })).toBeInTheDocument();
    expect(within(table).getByText("Review number 2.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete the review by Pixel Spammer" }));
    const dialog = screen.getByRole("dialog", { name: messages.confirmDelete });
    expect(dialog).toHaveAccessibleDescription("The review by Pixel Spammer leaves the home page.");
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete the review by Pixel Spammer" }));
    await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(messages.review.deleted)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Delete the review by Honest Farmer" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete the review by Pixel Spammer" })).not.toBeInTheDocument();
  });

  it("pages through the reviews", async () => {
    const { user } = renderPage({
      "GET /api/reviews?page=1&limit=20": () => paged([pitch], 21),
      "GET /api/reviews?page=2&limit=20": () => paged([spam], 21),
    });
    expect(await screen.findByText("Honest Farmer")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Pixel Spammer")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "21" })).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    const { user } = renderPage({
      "GET /api/reviews?page=1&limit=20": () => paged([spam]),
      [`DELETE /api/reviews/${spam._id}`]: () => json(403, { error: { code: "forbidden", message: "Only the review's author or an admin may delete it" } }),
    });
    await user.click(await screen.findByRole("button", { name: "Delete the review by Pixel Spammer" }));
    await user.click(within(screen.getByRole("dialog", { name: messages.confirmDelete })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Only the review's author or an admin may delete it")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete the review by Pixel Spammer" })).toBeInTheDocument();
  });

  it("lets the office read a whole review, cut at 100 characters in the list (issue 20, item 19)", async () => {
    const long = { ...pitch, description: `${"Solid tines, ".repeat(10)}and the handle came loose after one season.` };
    const { user } = renderPage({ "GET /api/reviews?page=1&limit=20": () => paged([long, spam]) });
    const table = await screen.findByRole("table", { name: "All reviews" });
    expect(within(table).queryByText(/came loose/)).not.toBeInTheDocument();
    // A short review is whole already: nothing to open.
    expect(within(table).getAllByRole("button", { name: /Read the whole review/ })).toHaveLength(1);
    const open = within(table).getByRole("button", { name: "Read the whole review by Honest Farmer" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    await user.click(open);
    expect(within(table).getByText(long.description)).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Show less of the review by Honest Farmer" })).toHaveAttribute("aria-expanded", "true");
  });
});
