import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { setLanguageSource } from "@shop/contract";
import { loadBanglaCatalogue } from "@shop/contract/bangla";
import { afterEach, describe, expect, it } from "vitest";
import { BlogItem } from "./BlogItem";
import { BlogsPage } from "./BlogsPage";

describe("BlogItem", () => {
  it("starts collapsed and toggles with Enter and Space", async () => {
    const user = userEvent.setup();
    render(
      <BlogItem question="What is a unit test?">
        <p>A small automated test.</p>
      </BlogItem>,
    );
    const toggle = screen.getByRole("button", { name: "What is a unit test?" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "What is a unit test?" });
    expect(region).toHaveTextContent("A small automated test.");
    expect(toggle).toHaveAttribute("aria-controls", region.id);

    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});

describe("BlogsPage", () => {
  it("lists five collapsed questions under one page heading", () => {
    render(
      <MemoryRouter initialEntries={["/blogs"]}>
        <BlogsPage />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const toggles = screen.getAllByRole("button", { expanded: false });
    expect(toggles).toHaveLength(5);
  });
});

describe("BlogsPage in Bangla (issue 38)", () => {
  afterEach(() => setLanguageSource(() => "en"));

  it("asks the questions and answers them in Bangla, the code marks kept", async () => {
    loadBanglaCatalogue();
    setLanguageSource(() => "bn");
    render(
      <MemoryRouter initialEntries={["/blogs"]}>
        <BlogsPage />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "React-এ কেন সরাসরি স্টেট সেট করা উচিত নয়?" }));
    const answer = screen.getByRole("region");
    expect(answer).toHaveTextContent("স্টেট একটি স্ন্যাপশট।");
    expect(answer.querySelector("strong")).toHaveTextContent("React জানতেই পারত না।");
    expect(answer.querySelector("code")).toHaveTextContent("const [products, setProducts] = useState([])");
  });
});
