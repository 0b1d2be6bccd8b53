import { describe, expect, it } from "vitest";
import { readyBody } from "../lib/ready-bytes";
import { PageCache } from "./page-cache";

const page = (text: string) => readyBody(Buffer.from(text), {}, "text/html; charset=utf-8");

describe("PageCache", () => {
  it("keeps a page until the data it was rendered from changes", () => {
    let catalogue: object | undefined = {};
    const cache = new PageCache([() => catalogue]);
    const before = cache.current();
    cache.keep("/tools", page("one"), before);
    expect(cache.get("/tools")?.body.toString()).toBe("one");
    catalogue = {};
    expect(cache.get("/tools")).toBeUndefined();
  });

  it("does not keep a page when a write happened while it rendered, or before its data was loaded", () => {
    let catalogue: object | undefined = {};
    const cache = new PageCache([() => catalogue]);
    const before = cache.current();
    catalogue = {};
    cache.keep("/tools", page("stale"), before);
    expect(cache.get("/tools")).toBeUndefined();

    catalogue = undefined;
    cache.keep("/", page("unloaded"), cache.current());
    expect(cache.get("/")).toBeUndefined();
  });

  it("follows every source: a change of the reviews drops the pages too", () => {
    const catalogue = {};
    let reviews = {};
    const cache = new PageCache([() => catalogue, () => reviews]);
    cache.keep("/", page("home"), cache.current());
    expect(cache.get("/")).toBeDefined();
    reviews = {};
    expect(cache.get("/")).toBeUndefined();
  });

  it("holds at most its bytes, letting the oldest pages go first", () => {
    const version = {};
    const body = "x".repeat(100);
    const cache = new PageCache([() => version], 250);
    const marks = cache.current();
    cache.keep("/a", page(body), marks);
    cache.keep("/b", page(body), marks);
    cache.keep("/c", page(body), marks);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/b")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });
});
