import { describe, expect, it } from "vitest";
import { plainText, requiredText } from "./fields";

const controls = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), "\u007f"];
const lineBreaks = ["\t", "\n", "\r"];
const hex = (char: string) => `U+${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

describe("plainText", () => {
  it("refuses every C0 control and DEL in a single-line field, naming the field", () => {
    const name = plainText("Name");
    for (const char of controls) {
      const result = name.safeParse(`Ra${char}him`);
      expect(result.success, hex(char)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Name must not contain control characters");
    }
  });

  it("keeps tabs and line breaks in a multi-line field, and refuses the other controls", () => {
    const description = requiredText("Description", 100, { multiline: true });
    for (const char of controls) {
      expect(description.safeParse(`Good${char}hoe`).success, hex(char)).toBe(lineBreaks.includes(char));
    }
  });

  it("trims a pasted line break around a single-line value instead of refusing it", () => {
    expect(requiredText("Name", 100).parse("  Rahim Mia\n")).toBe("Rahim Mia");
    expect(requiredText("Name", 100).safeParse("Rahim\nMia").success).toBe(false);
  });

  it("leaves other text alone, accents and emoji included", () => {
    expect(plainText("Name").parse("Jamal Uddín 🌾")).toBe("Jamal Uddín 🌾");
  });
});
