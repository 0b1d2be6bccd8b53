import { exportReference, legalNotes } from "@shop/contract";
import { inBangla } from "@shop/contract/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { inLanguage, startLanguages } from "../../lib/language";
import { sayLegalNote } from "./notes";

beforeAll(() => startLanguages());

describe("sayLegalNote (issue 38)", () => {
  it("says a legal mention kept in English in the reader's language, from the values in its English", () => {
    const cases = [
      { treatment: "export", say: () => legalNotes.export(exportReference("BD")) },
      { treatment: "export", say: () => legalNotes.export(exportReference("DE")) },
      { treatment: "intra_community", say: () => legalNotes.intraCommunity },
      { treatment: "distance_sale", say: () => legalNotes.distanceSale("FR") },
    ] as const;
    for (const { treatment, say } of cases) {
      const stored = inLanguage("en", say);
      expect(inLanguage("en", () => sayLegalNote(treatment, stored))).toBe(stored);
      const bangla = inBangla(say);
      expect(bangla).not.toBe(stored);
      expect(inLanguage("bn", () => sayLegalNote(treatment, stored))).toBe(bangla);
    }
  });

  it("answers as stored what it cannot say again word for word", () => {
    for (const stored of ["Zero-rated export of goods, by hand", "Distance sale of goods (FR)", ""]) {
      expect(inLanguage("bn", () => sayLegalNote("export", stored))).toBe(stored);
    }
    expect(inLanguage("bn", () => sayLegalNote("distance_sale", "Distance sale of goods (FR)"))).toBe("Distance sale of goods (FR)");
  });
});
