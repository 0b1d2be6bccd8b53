import { describe, expect, it } from "vitest";
import { readyBody, ReadyMemo } from "./ready-bytes";

describe("ReadyMemo", () => {
  it("keeps answers up to its bytes, and builds the rest each time", () => {
    const memo = new ReadyMemo(250);
    let builds = 0;
    const build = () => {
      builds += 1;
      return readyBody(Buffer.from("x".repeat(100)));
    };
    memo.get("/a", build);
    memo.get("/b", build);
    memo.get("/c", build);
    expect(memo.peek("/a")).toBeDefined();
    expect(memo.peek("/b")).toBeDefined();
    expect(memo.peek("/c")).toBeUndefined();
    memo.get("/a", build);
    memo.get("/c", build);
    expect(builds).toBe(4);
  });
});
