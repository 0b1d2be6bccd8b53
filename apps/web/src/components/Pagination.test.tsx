import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "./Pagination";

const hrefFor = (page: number) => (page === 1 ? "/tools?q=hoe" : `/tools?q=hoe&page=${page}`);

describe("Pagination", () => {
  it("pages by buttons when it has no URLs (the admin tables)", async () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Orders" page={1} pageSize={10} total={25} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("links Previous and Next to their pages' URLs, so paging works without the script", () => {
    render(<Pagination label="Tools" page={2} pageSize={12} total={40} onPageChange={vi.fn()} hrefFor={hrefFor} />);
    const pages = screen.getByRole("navigation", { name: "Tools pages" });
    expect(pages).toHaveTextContent("Page 2 of 4");
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/tools?q=hoe");
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/tools?q=hoe&page=3");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows an end it cannot go past as disabled, not as a link: nothing to follow", () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Tools" page={1} pageSize={12} total={20} onPageChange={onPageChange} hrefFor={hrefFor} />);
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument();
    const previous = screen.getByText("Previous");
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(previous).not.toHaveAttribute("href");
    fireEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/tools?q=hoe&page=2");
  });

  it("changes the page in the app on a click, and leaves a click for a new tab to the browser", async () => {
    const onPageChange = vi.fn();
    render(<Pagination label="Tools" page={2} pageSize={12} total={40} onPageChange={onPageChange} hrefFor={hrefFor} />);
    const next = screen.getByRole("link", { name: "Next" });
    // fireEvent returns false when the handler prevented the browser's own navigation.
    expect(fireEvent.click(next)).toBe(false);
    expect(onPageChange).toHaveBeenCalledWith(3);
    onPageChange.mockClear();
    expect(fireEvent.click(screen.getByRole("link", { name: "Previous" }), { ctrlKey: true })).toBe(true);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  describe("in Bangla (issue 38)", () => {
    afterEach(() => setLanguageSource(() => "en"));

    it("says where the page is and names its steps in Bangla, with Bengali digits", () => {
      loadBanglaCatalogue();
      setLanguageSource(() => "bn");
      render(<Pagination label="যন্ত্রপাতি" page={2} pageSize={12} total={40} onPageChange={vi.fn()} />);
      expect(screen.getByRole("navigation", { name: "যন্ত্রপাতি-এর পাতা" })).toBeInTheDocument();
      expect(screen.getByText("৪০টির মধ্যে ১৩–২৪")).toBeInTheDocument();
      expect(screen.getByText("৪ পাতার মধ্যে ২ নম্বর পাতা")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "আগের" })).toBeEnabled();
      expect(screen.getByRole("button", { name: "পরের" })).toBeEnabled();
    });
  });
});
