import { describe, expect, it } from "vitest";
import { isWebRoute } from "./routes";

describe("isWebRoute", () => {
  it("knows the spec's routes, with parameters and either case", () => {
    for (const path of ["/", "/home", "/tools", "/tools/abc", "/signup", "/dashboard/payment/42", "/dashboard/", "/dashboard/manageReviews", "/dashboard/company/orders", "/dashboard/company/approvals", "/dashboard/company/quotes"]) {
      expect(isWebRoute(path), path).toBe(true);
    }
  });

  it("does not know other paths", () => {
    for (const path of ["/contacts", "/tools/a/b", "/dashboard/other", "/homepage"]) {
      expect(isWebRoute(path), path).toBe(false);
    }
  });
});
