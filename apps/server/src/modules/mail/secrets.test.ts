import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { composeEmail } from "./compose";
import { fillSecrets, openSecrets, redactedForDisplay, redactSecrets, sealBinding, sealSecrets } from "./secrets";

const token = () => randomBytes(32).toString("base64url");
const secret = "s".repeat(64);

describe("redactSecrets and fillSecrets", () => {
  const confirm = token();
  const leave = token();
  const email = composeEmail({
    subject: "Confirm",
    greeting: "Hello,",
    paragraphs: [`Leave any time: https://shop.example.com/subscribe/unsubscribe?token=${leave}`],
    action: { label: "Confirm", url: `https://shop.example.com/subscribe/confirm?token=${confirm}` },
    signature: ["AgroForge"],
  });

  it("leaves no copy of a token in the subject, the text or the HTML (which writes the link twice)", () => {
    const stored = redactSecrets(email, [confirm, leave]);
    expect(email.html.split(confirm)).toHaveLength(3);
    for (const part of [stored.subject, stored.text, stored.html]) {
      expect(part).not.toContain(confirm);
      expect(part).not.toContain(leave);
    }
    expect(stored.text).toContain("/subscribe/confirm?token=[redacted:1]");
    expect(stored.text).toContain("/subscribe/unsubscribe?token=[redacted:2]");
  });

  it("puts each token back where it was", () => {
    const stored = redactSecrets(email, [confirm, leave]);
    expect(fillSecrets(stored.text, [confirm, leave])).toBe(email.text);
    expect(fillSecrets(stored.html, [confirm, leave])).toBe(email.html);
  });

  it("refuses a token the text does not carry, or one an encoding could change", () => {
    expect(() => redactSecrets(email, [token()])).toThrow(/not in the email's text/);
    expect(() => redactSecrets(email, ["short"])).toThrow(/base64url/);
    expect(() => redactSecrets(email, [`${confirm}+/=`])).toThrow(/base64url/);
  });
});

describe("sealSecrets and openSecrets", () => {
  const tokens = [token(), token()];
  const binding = sealBinding("password-reset:1", "ada@example.com");
  const sealed = sealSecrets(secret, tokens, binding);

  it("opens what it sealed, and the sealed text shows no token", () => {
    expect(openSecrets(secret, sealed, binding)).toEqual(tokens);
    for (const one of tokens) expect(sealed).not.toContain(one);
    expect(sealSecrets(secret, tokens, binding)).not.toBe(sealed);
  });

  it("does not open with another AUTH_SECRET, for another row or recipient, or once altered", () => {
    expect(openSecrets("t".repeat(64), sealed, binding)).toBeUndefined();
    expect(openSecrets(secret, sealed, sealBinding("password-reset:2", "ada@example.com"))).toBeUndefined();
    expect(openSecrets(secret, sealed, sealBinding("password-reset:1", "eve@example.com"))).toBeUndefined();
    const [version, iv, body, tag] = sealed.split(".");
    const flipped = `${body?.startsWith("A") ? "B" : "A"}${body?.slice(1) ?? ""}`;
    expect(openSecrets(secret, [version, iv, flipped, tag].join("."), binding)).toBeUndefined();
    expect(openSecrets(secret, "v0.x.y.z", binding)).toBeUndefined();
    expect(openSecrets(secret, "garbage", binding)).toBeUndefined();
  });
});

describe("redactedForDisplay", () => {
  it("shows slots, and tokens of rows stored before redaction, as [redacted]", () => {
    expect(redactedForDisplay("Reset: https://shop.example.com/reset-password?token=[redacted:1]")).toBe("Reset: https://shop.example.com/reset-password?token=[redacted]");
    expect(redactedForDisplay(`Verify: https://shop.example.com/verify-email?token=${token()}\nBye`)).toBe("Verify: https://shop.example.com/verify-email?token=[redacted]\nBye");
    expect(redactedForDisplay("Order D38635E2: https://shop.example.com/dashboard/orders/1")).toBe("Order D38635E2: https://shop.example.com/dashboard/orders/1");
  });
});
