import { cartMessages, formatCents, navigationTexts } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { inLanguage, startLanguages } from "./language";

startLanguages();

describe("the language of what the server writes", () => {
  it("is the one it is asked for, in its own async context, English outside", async () => {
    const bangla = inLanguage("bn", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `${navigationTexts.tools} ${formatCents(1234567, "BDT")}`;
    });
    const english = inLanguage("en", async () => navigationTexts.tools);
    expect(await bangla).toBe("যন্ত্রপাতি ৳১২,৩৪৫.৬৭");
    expect(await english).toBe("Tools");
    expect(cartMessages.link(0)).toMatch(/^[\x20-\x7e]+$/);
    expect(navigationTexts.tools).toBe("Tools");
  });
});
