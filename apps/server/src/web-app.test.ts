import { describe, expect, it } from "vitest";
import { languageMove, publicPageKey } from "./web-app";

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

describe("languageMove (issue 38)", () => {
  const move = (url: string, headers: Record<string, string> = {}) => languageMove({ url, headers });

  it("keeps the switch's choice and leads to the page in that language", () => {
    expect(move("/tools?q=hoe&lang=bn")).toEqual({ location: "/bn/tools?q=hoe", keep: "bn" });
    expect(move("/bn/tools?lang=en")).toEqual({ location: "/tools", keep: "en" });
    expect(move("/bn?lang=en")).toEqual({ location: "/", keep: "en" });
  });

  it("sends an English path to Bangla for a visitor who prefers it, never a Bangla one back", () => {
    expect(move("/tools", { cookie: "lang=bn" })).toEqual({ location: "/bn/tools" });
    expect(move("/tools", { "accept-language": "bn-BD,bn;q=0.9" })).toEqual({ location: "/bn/tools" });
    expect(move("/tools", { cookie: "lang=en", "accept-language": "bn" })).toBeUndefined();
    expect(move("/bn/tools", { cookie: "lang=en" })).toBeUndefined();
    expect(move("/tools")).toBeUndefined();
  });

  it("never leads to another site", () => {
    for (const url of ["/.//evil.example?lang=en", "/..//evil.example/x?lang=bn", "//evil.example?lang=en", "/\\evil.example?lang=en"]) {
      const location = move(url)?.location ?? "";
      expect(location.startsWith("/"), url).toBe(true);
      expect(location.startsWith("//"), `${url} -> ${location}`).toBe(false);
      expect(new URL(location, "https://shop.example").host).toBe("shop.example");
    }
    const preferred = move("/.//evil.example", { cookie: "lang=bn" })?.location ?? "";
    expect(new URL(preferred, "https://shop.example").host).toBe("shop.example");
  });
});
