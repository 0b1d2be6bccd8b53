import { describe, expect, it } from "vitest";
import { formatCents, setShopCurrency } from "./constants";
import { countryName } from "./countries";
import { discountMessages } from "./discount-texts";
import { registrationMessages, taxMessages } from "./tax-texts";
import { termsText } from "./terms-texts";
import { inBangla } from "./testing";

setShopCurrency("BDT");

/**
 * Issue 38: a message's arguments are what its Bangla can write: money already written
 * (formatCents), a country by its name, not cents or a code the catalogue could only repeat.
 */
describe("messages built from values, in Bangla", () => {
  it("write a code's minimum as money in the message's language", () => {
    expect(discountMessages.minimum(formatCents(10_000))).toBe("This code needs an order of at least ৳100.00");
    expect(inBangla(() => discountMessages.minimum(formatCents(1_000_000)))).toBe("এই কোড ব্যবহার করতে অন্তত ৳১০,০০০.০০-এর অর্ডার লাগবে");
  });

  it("name the country the tax cannot be worked out for, and a registration without a rate", () => {
    expect(taxMessages.cannotTax(countryName("DE"))).toBe("We cannot work out the tax for Germany yet. Please ask us for a quote, and we will bill it by hand.");
    expect(inBangla(() => taxMessages.cannotTax(countryName("DE")))).toMatch(/^জার্মানি-এর জন্য কর/);
    expect(registrationMessages.noRate(countryName("AT"))).toBe("Austria: the shop is registered there but has no tax rate");
    expect(inBangla(() => registrationMessages.noRate(countryName("AT")))).toMatch(/^অস্ট্রিয়া: /);
  });

  it("say an order's due date in the language", () => {
    expect(termsText("net30", "2026-12-27")).toBe("Net 30 · Due 2026-12-27");
    const bangla = inBangla(() => termsText("net30", "2026-12-27"));
    expect(bangla).toContain("পরিশোধের শেষ তারিখ 2026-12-27");
    expect(bangla).not.toMatch(/Due/);
  });
});
