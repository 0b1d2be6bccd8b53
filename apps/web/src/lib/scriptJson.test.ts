import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "./scriptJson";

describe("scriptSafeJson", () => {
  it("writes every '<' as \\u003c, so no text can end the script element, and reads back the same", () => {
    const value = { name: "Hoe</script><script>alert(1)</script>", note: "<!-- a > b" };
    const json = scriptSafeJson(value);
    expect(json).not.toContain("<");
    expect(json).toContain("Hoe\\u003c/script>");
    expect(JSON.parse(json)).toEqual(value);
  });
});
