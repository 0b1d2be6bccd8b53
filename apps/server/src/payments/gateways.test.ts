import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import { createGateways } from "./gateways";

describe("createGateways", () => {
  it("serves the stand-ins of the listed gateways outside production, and none for the card alone", () => {
    const both = createGateways(parseConfig({ PAYMENT_METHODS: "card,bkash,sslcommerz" }));
    expect(Object.keys(both.gateways).sort()).toEqual(["bkash", "sslcommerz"]);
    expect(both.standIns.map((standIn) => standIn.prefix)).toEqual(["/dev/bkash", "/dev/sslcommerz"]);
    expect(createGateways(parseConfig({}))).toEqual({ gateways: {}, standIns: [] });
  });

  it("never builds a stand-in in production, whatever the configuration says", () => {
    const development = parseConfig({ PAYMENT_METHODS: "bkash" });
    expect(() => createGateways({ ...development, env: "production" })).toThrow(/stand-in/);
  });
});
