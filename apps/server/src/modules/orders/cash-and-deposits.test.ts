import { describe, expect, it } from "vitest";
import { bankDepositOf, methodsFor, type MethodQuestion, type MethodSettings } from "./cash-and-deposits";

const settings: MethodSettings = { enabled: ["card", "bkash", "sslcommerz", "cod", "bank_deposit"], codMaxCents: 5_000_000, codZones: ["dhaka"], bankAccount: "Agrani Bank", bankDepositDays: 3 };
const question: MethodQuestion = { currency: "BDT", totalCents: 100_000, emailVerified: true, onAccount: false, awaitingApproval: false, zone: "Dhaka" };

describe("methodsFor", () => {
  it("offers every listed method to a verified BDT order within COD_MAX in a COD zone", () => {
    expect(methodsFor(settings, question).offered).toEqual(["card", "bkash", "sslcommerz", "cod", "bank_deposit"]);
  });

  it.each([
    ["over COD_MAX", { totalCents: 5_000_001 }, ["card", "bkash", "sslcommerz", "bank_deposit"]],
    ["exactly COD_MAX", { totalCents: 5_000_000 }, ["card", "bkash", "sslcommerz", "cod", "bank_deposit"]],
    ["an unverified buyer", { emailVerified: false }, ["card", "bkash", "sslcommerz", "bank_deposit"]],
    ["outside the COD zones", { zone: "Chattogram" }, ["card", "bkash", "sslcommerz", "bank_deposit"]],
    ["no zone at all", { zone: null }, ["card", "bkash", "sslcommerz", "bank_deposit"]],
    ["in euros", { currency: "EUR" }, ["card", "bank_deposit"]],
    ["waiting for approval", { awaitingApproval: true }, ["card", "bkash", "sslcommerz"]],
    ["on account", { onAccount: true }, []],
  ] as const)("%s", (_name, change, offered) => {
    expect(methodsFor(settings, { ...question, ...change }).offered).toEqual(offered);
  });

  it("says why cash on delivery is not offered", () => {
    expect(methodsFor(settings, { ...question, emailVerified: false }).refusals.cod).toBe("Cash on delivery is for buyers with a confirmed email address");
    expect(methodsFor({ ...settings, codZones: undefined }, { ...question, zone: null }).offered).toContain("cod");
  });

  it("offers only the card without settings", () => {
    expect(methodsFor(undefined, question).offered).toEqual(["card"]);
  });
});

describe("bankDepositOf", () => {
  const order = { id: "0a1b2c3d-0000-4000-8000-000000000000", paymentMethod: "bank_deposit" as const, status: "unpaid" as const, holdUntil: new Date("2026-12-09T10:00:00Z") };
  it("names the account, the order's number and the deadline while unpaid", () => {
    expect(bankDepositOf(order, "Agrani Bank")).toEqual({ account: "Agrani Bank", reference: "0A1B2C3D", payBy: "2026-12-09T10:00:00.000Z" });
    expect(bankDepositOf({ ...order, status: "paid" }, "Agrani Bank")).toBeNull();
    expect(bankDepositOf({ ...order, paymentMethod: "card" }, "Agrani Bank")).toBeNull();
  });
});
