import { act, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useTypedBeforeHydration } from "./useTypedBeforeHydration";

function Quantity({ start, seen }: { start: string; seen: string[] }) {
  const [text, setText] = useState(start);
  const ref = useRef<HTMLInputElement>(null);
  const onType = (typed: string) => {
    seen.push(typed);
    setText(typed);
  };
  useTypedBeforeHydration(ref, text, onType);
  return (
    <>
      <input ref={ref} aria-label="Quantity" value={text} onChange={(event) => onType(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

describe("useTypedBeforeHydration", () => {
  it("gives the field what was typed into the server's HTML before it hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Quantity start="10" seen={[]} />);
    document.body.append(container);
    const input = container.querySelector("input");
    if (!input) throw new Error("no input");
    input.value = "25";
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Quantity start="10" seen={seen} />);
    });
    expect(seen).toEqual(["25"]);
    expect(container.querySelector("output")?.textContent).toBe("25");
    container.remove();
  });

  it("does nothing when nothing was typed", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Quantity start="10" seen={[]} />);
    const seen: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Quantity start="10" seen={seen} />);
    });
    expect(seen).toEqual([]);
  });
});
