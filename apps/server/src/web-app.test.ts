import { describe, expect, it } from "vitest";
import { publicPageKey } from "./web-app";

describe("publicPageKey", () => {
  it.each([
    ["/", "/"],
    ["/tools", "/tools"],
    ["/tools?sort=name&q=hoe", "/tools?q=hoe&sort=name"],
    ["/tools?page=2&category=c1&inStock=true", "/tools?category=c1&inStock=true&page=2"],
    ["/login", "/login"],
    // A fragment is no part of what the renderer reads, whatever it holds.
    ["/tools?q=rake#x", "/tools?q=rake"],
    ["/tools?q=hoe#?q=rake", "/tools?q=hoe"],
    ["/tools#?q=rake", "/tools"],
    ["/tools?q=hoe%23", "/tools?q=hoe%23"],
  ])("keeps %s under %s", (url, key) => {
    expect(publicPageKey(url)).toBe(key);
  });

  it.each(["/tools?zzz=1", "/?page=2", "/login?redirect=%2Fcart", "/tools/abc", "/dashboard", "/cart"])("renders %s each time, never kept", (url) => {
    expect(publicPageKey(url)).toBeUndefined();
  });
});
