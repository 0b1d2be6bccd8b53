import { describe, expect, it } from "vitest";
import { searchQuery } from "./find";

describe("searchQuery", () => {
  it("makes every word a required prefix", () => {
    expect(searchQuery("garden hoe")).toBe("garden:* & hoe:*");
  });

  it("keeps letters with accents and digits, which the database folds, and drops tsquery syntax", () => {
    expect(searchQuery("Sécateur  16cm")).toBe("Sécateur:* & 16cm:*");
    expect(searchQuery("a&b|!c:*(d)'e")).toBe("a:* & b:* & c:* & d:* & e:*");
  });

  it("keeps Bangla's vowel signs and virama inside their word", () => {
    expect(searchQuery("কোদাল, ক্ষুর")).toBe("কোদাল:* & ক্ষুর:*");
  });

  it("answers nothing for a search without words", () => {
    expect(searchQuery("  &|!  ")).toBeUndefined();
  });

  it("keeps at most eight words", () => {
    expect(searchQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});
