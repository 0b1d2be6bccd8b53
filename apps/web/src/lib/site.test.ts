import { describe, expect, it } from "vitest";
import { canonicalPath } from "./site";

describe("canonicalPath", () => {
  it.each([
    ["/", "", "/"],
    ["/home", "", "/"],
    ["/tools/", "", "/tools"],
    ["/tools", "?sort=name&inStock=true", "/tools"],
    ["/tools", "?page=1", "/tools"],
    ["/tools", "?category=c1&page=2&sort=price-asc", "/tools?category=c1&page=2"],
    ["/tools", "?q=hoe&zzz=1", "/tools?q=hoe"],
    ["/blogs", "?utm_source=x", "/blogs"],
  ])("%s%s is found under %s", (pathname, search, expected) => {
    expect(canonicalPath(pathname, search)).toBe(expected);
  });
});
