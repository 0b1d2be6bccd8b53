import { describe, expect, it } from "vitest";
import { loginPathFor, redirectTarget, safeRedirectPath } from "./redirect";

describe("redirect", () => {
  it("prefers the router state, then ?redirect=, then /", () => {
    expect(redirectTarget({ from: { pathname: "/tools/1", search: "?a=1" } }, "?redirect=/blogs")).toBe("/tools/1?a=1");
    expect(redirectTarget(null, "?redirect=%2Fdashboard")).toBe("/dashboard");
    expect(redirectTarget(undefined, "")).toBe("/");
  });

  it("refuses other origins and loops back to the auth pages", () => {
    expect(safeRedirectPath("https://evil.example")).toBeNull();
    expect(safeRedirectPath("//evil.example")).toBeNull();
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("/login?redirect=/x")).toBeNull();
    expect(redirectTarget(null, "?redirect=https://evil.example")).toBe("/");
    // The browser's URL parser drops the tab: this would be //evil.example.
    expect(redirectTarget(null, "?redirect=/%09/evil.example")).toBe("/");
    expect(redirectTarget({ from: { pathname: "/\t/evil.example" } }, "")).toBe("/");
  });

  it("builds the login path", () => {
    expect(loginPathFor("/tools/1")).toBe("/login?redirect=%2Ftools%2F1");
  });
});
