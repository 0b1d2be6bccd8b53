import { describe, expect, it } from "vitest";
import { composeEmail } from "./compose";

describe("composeEmail", () => {
  const email = composeEmail({
    subject: "Your order",
    greeting: "Hello <Ada>,",
    paragraphs: ["Thanks & welcome."],
    action: { label: "View order", url: "https://shop.example.com/dashboard/orders/1?a=1&b=2" },
    signature: ["AgroForge", "1 Field Road"],
  });

  it("writes the link out in full in the plain text", () => {
    expect(email.text).toBe("Hello <Ada>,\n\nThanks & welcome.\n\nView order: https://shop.example.com/dashboard/orders/1?a=1&b=2\n\nAgroForge\n1 Field Road");
  });

  it("escapes every value in the HTML", () => {
    expect(email.html).toContain("<p>Hello &lt;Ada&gt;,</p>");
    expect(email.html).toContain("Thanks &amp; welcome.");
    expect(email.html).toContain('href="https://shop.example.com/dashboard/orders/1?a=1&amp;b=2"');
    expect(email.html).not.toContain("<Ada>");
  });
});
