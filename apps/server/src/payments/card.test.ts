import { describe, expect, it } from "vitest";
import { checkTestCard, passesLuhn } from "./card";

const now = new Date("2026-11-22T12:00:00Z");
const card = (cardNumber: string, expiry = "12/30", cvc = "123") => checkTestCard({ cardNumber, expiry, cvc }, now);

describe("the test provider's cards", () => {
  it("accepts 4242 4242 4242 4242 and other valid numbers", () => {
    expect(card("4242 4242 4242 4242")).toBeUndefined();
    expect(card("4242-4242-4242-4242")).toBeUndefined();
    expect(card("5555555555554444")).toBeUndefined();
  });

  it("declines 4000 0000 0000 0002", () => {
    expect(card("4000 0000 0000 0002")).toBe("card_declined");
  });

  it("calls numbers that fail Luhn, or are not numbers, invalid", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(card("4242 4242 4242 4241")).toBe("invalid_number");
    expect(card("1234")).toBe("invalid_number");
    expect(card("abcd abcd abcd abcd")).toBe("invalid_number");
  });

  it("checks the expiry month and the CVC", () => {
    expect(card("4242424242424242", "11/26")).toBeUndefined();
    expect(card("4242424242424242", "10/26")).toBe("expired_card");
    expect(card("4242424242424242", "13/30")).toBe("invalid_expiry");
    expect(card("4242424242424242", "1230")).toBe("invalid_expiry");
    expect(card("4242424242424242", "12/2030")).toBeUndefined();
    expect(card("4242424242424242", "12/30", "12")).toBe("invalid_cvc");
  });
});
