import { describe, expect, it } from "vitest";
import { inert } from "./inert";

/** What Gmail and Outlook turn into links: a scheme, a www. host, a dotted host, an address. */
const linkLike = /https?:\/\/|www\.[a-z0-9]|[a-z0-9-]+\.[a-z]{2,}|[a-z0-9._-]+@[a-z0-9-]+/i;

describe("inert", () => {
  it.each([
    ["http://evil.example/pay", "a web address with a scheme"],
    ["www.evil.example", "a www. host"],
    ["evil.example", "a bare host"],
    ["PO pay@evil.example now", "a mail address inside words"],
  ])("%s (%s) no longer reads as a link", (typed) => {
    expect(linkLike.test(typed)).toBe(true);
    expect(linkLike.test(inert(typed))).toBe(false);
  });

  it("reads the same once the zero-width spaces are taken out, and leaves plain words alone", () => {
    expect(inert("http://evil.example").replaceAll("\u200B", "")).toBe("http://evil.example");
    expect(inert("Green Acres Co-op, PO 4471")).toBe("Green Acres Co-op, PO 4471");
    expect(inert("Ends here. Next")).toBe("Ends here. Next");
  });
});
