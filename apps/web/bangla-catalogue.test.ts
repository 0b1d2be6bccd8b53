import { describe, expect, it } from "vitest";
import { catalogueAsset } from "./bangla-catalogue";

describe("the whole Bangla catalogue's asset (decision 060)", () => {
  const catalogue = { "cartTexts.title": ["কার্ট"], "cartTexts.lines": [["0", "plural", { other: ["#", " টি"] }]] };

  it("is the compiled messages as JSON, under assets/ (served immutable)", () => {
    const { fileName, source } = catalogueAsset(catalogue);
    expect(fileName).toMatch(/^assets\/bangla-messages-[\w-]{10}\.json$/);
    expect(JSON.parse(source)).toEqual(catalogue);
  });

  it("is named by its bytes: the same messages the same name, any change a new one", () => {
    const { fileName } = catalogueAsset(catalogue);
    expect(catalogueAsset(structuredClone(catalogue)).fileName).toBe(fileName);
    expect(catalogueAsset({ ...catalogue, "cartTexts.title": ["ঝুড়ি"] }).fileName).not.toBe(fileName);
    expect(catalogueAsset({ ...catalogue, "cartTexts.lines": [["0", "plural", { other: ["#", " টি", " "] }]] }).fileName).not.toBe(fileName);
  });
});
