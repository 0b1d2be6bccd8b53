import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./json-body";

describe("nestsDeeperThan", () => {
  it.each([
    ['{"a":1}', 1, false],
    ['{"a":{"b":1}}', 1, true],
    ['[[[]]]', 3, false],
    ['[[[[]]]]', 3, true],
    // Brackets inside strings, escaped quotes among them, are text.
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\\\\\"[[[["}', 1, false],
    ['{"a":"\\\\"}', 1, false],
    ['[{"b":[1,2]},{"c":[3]}]', 3, false],
    ['[{"b":[[1]]}]', 3, true],
  ])("%s deeper than %i: %s", (text, max, expected) => {
    expect(nestsDeeperThan(text, max)).toBe(expected);
  });
});
