import { afterEach, describe, expect, it } from "vitest";
import { setLanguageSource } from "../../i18n";
import { cartPageTexts, orderFormTexts, quantityCheckTexts } from "../../purchase-page-texts";
import { loadBanglaCatalogue } from "./index";

loadBanglaCatalogue();
afterEach(() => setLanguageSource(() => "en"));

/* The buyer's pages' Bangla messages that count or branch, written out (issue 38). */
describe("the buyer's pages in Bangla", () => {
  it("keep the English as it was", () => {
    expect(cartPageTexts.lineLimits(5, 1, 40)).toBe("; order at least 5; 40 in stock.");
    expect(cartPageTexts.lineLimits(10, 5, 40)).toBe("; order at least 10, in packs of 5; 40 in stock.");
  });

  it("write the numbers in Bengali digits and leave out a pack size of one", () => {
    setLanguageSource(() => "bn");
    expect(cartPageTexts.lineLimits(5, 1, 40)).toBe("; কমপক্ষে ৫ টি অর্ডার করুন; মজুত আছে ৪০ টি।");
    expect(cartPageTexts.lineLimits(10, 5, 40)).toBe("; কমপক্ষে ১০ টি অর্ডার করুন, ৫ টির প্যাকে; মজুত আছে ৪০ টি।");
    expect(quantityCheckTexts.limits(2, 12)).toBe("কমপক্ষে ২ টি অর্ডার করুন; মজুত আছে ১২ টি।");
    expect(orderFormTexts.placedLine(3, "Sickle", "৳১২০.০০")).toBe("৩ × Sickle, মোট ৳১২০.০০।");
  });
});
