import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

const origins = ["https://shop.example.com", "http://127.0.0.1:3000"];

describe("safeRedirectPath", () => {
  it.each([
    ["a tab after the slash", "/\t/evil.example"],
    ["a tab, percent-encoded", "/%09/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash after the slash", "/\\/evil.example"],
    ["a backslash, percent-encoded", "/%5Cevil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["a scheme without slashes", "https:evil.example"],
    ["an absolute URL", "https://evil.example/x"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["a newline", "/x\nLocation: https://evil.example"],
    ["a carriage return", "/x\rSet-Cookie: a=b"],
    ["a newline before the slashes", "/\n/evil.example"],
    ["a NUL", "/x\u0000y"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "tools/1"],
    ["the empty string", ""],
    ["the login page", "/login?redirect=/x"],
    ["the login page, another case", "/LOGIN"],
    ["the login page with a trailing slash", "/login/"],
    ["the sign-up page", "/signUp"],
    ["the auth API", "/api/auth/google?redirect=/x"],
    ["the auth API root", "/api/auth"],
  ])("refuses %s", (_label, target) => {
    for (const origin of origins) expect(safeRedirectPath(target, origin), `${JSON.stringify(target)} on ${origin}`).toBeNull();
  });

  it("refuses what is not a string", () => {
    for (const target of [undefined, null, 42, ["/x"], { pathname: "/x" }]) expect(safeRedirectPath(target, origins[0] ?? "")).toBeNull();
  });

  it.each([
    ["/", "/"],
    ["/tools/42", "/tools/42"],
    ["/dashboard/payment/abc?x=1#pay", "/dashboard/payment/abc?x=1#pay"],
    ["/tools?sort=price&page=2", "/tools?sort=price&page=2"],
    ["/blogs#latest", "/blogs#latest"],
    ["/loginpage", "/loginpage"],
    ["/api/authors", "/api/authors"],
    ["/tools/../dashboard", "/dashboard"],
    ["/tools/a b", "/tools/a%20b"],
  ])("keeps %s as %s", (target, expected) => {
    for (const origin of origins) expect(safeRedirectPath(target, origin)).toBe(expected);
  });
});
