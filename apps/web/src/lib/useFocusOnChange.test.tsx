import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router";
import { useFocusOnArrival, useFocusOnChange } from "./useFocusOnChange";

/** A button that gives way to its answer, as Add to cart gives way to "In cart". */
function Replaced({ keepButton = false }: { keepButton?: boolean }) {
  const [done, setDone] = useState(false);
  const answer = useFocusOnChange<HTMLParagraphElement>(done);
  return (
    <div>
      {(!done || keepButton) && (
        <button type="button" onClick={() => setDone(true)}>
          Act
        </button>
      )}
      <button type="button">Elsewhere</button>
      {done && (
        <p ref={answer} tabIndex={-1}>
          Done
        </p>
      )}
    </div>
  );
}

describe("useFocusOnChange", () => {
  it("moves the focus to the answer when the control that had it is gone, not on the first render", async () => {
    const user = userEvent.setup();
    render(<Replaced />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Act" }));
    expect(screen.getByText("Done")).toHaveFocus();
  });

  it("leaves a focus that is still on a control", async () => {
    const user = userEvent.setup();
    render(<Replaced keepButton />);
    await user.click(screen.getByRole("button", { name: "Act" }));
    expect(screen.getByRole("button", { name: "Act" })).toHaveFocus();
  });
});

/** A page whose greeting takes the focus on arrival, and a page with a link to it. */
function Greeting() {
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <h1 ref={heading} tabIndex={-1}>
      Hello
    </h1>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate("/next")}>
      Go
    </button>
  );
}

describe("useFocusOnArrival", () => {
  const routes = (
    <Routes>
      <Route path="/" element={<Start />} />
      <Route path="/next" element={<Greeting />} />
    </Routes>
  );

  it("focuses the page's heading when another page of the shop led there and its control is gone", async () => {
    const user = userEvent.setup();
    render(<MemoryRouter>{routes}</MemoryRouter>);
    await user.click(screen.getByRole("button", { name: "Go" }));
    expect(screen.getByRole("heading", { name: "Hello" })).toHaveFocus();
  });

  it("keeps the browser's own start on a page opened directly", () => {
    render(<MemoryRouter initialEntries={["/next"]}>{routes}</MemoryRouter>);
    expect(document.body).toHaveFocus();
  });
});
