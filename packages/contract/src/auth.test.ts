import { describe, expect, it } from "vitest";
import { changePasswordFormSchema, resetPasswordFormSchema } from "./account";
import { signInFormSchema, signUpFormSchema } from "./auth";
import { messages } from "./messages";

const emailErrors = (email: string) =>
  signInFormSchema.safeParse({ email, password: "secret-pass" }).error?.issues.filter((issue) => issue.path[0] === "email").map((issue) => issue.message) ?? [];

describe("the email rule of the login and sign-up forms", () => {
  it.each(["jo@my-farm.com", "jo@farm24.de", "jo.doe+orders@mail.agro-tools.co.uk", "A1@b2.io", "x@example.museum"])("accepts %s", (email) => {
    expect(emailErrors(email)).toEqual([]);
    expect(signUpFormSchema.safeParse({ name: "Jo", email, password: "secret-pass" }).success).toBe(true);
  });

  it.each(["jo", "jo@", "@farm.com", "jo@farm", "jo farm@farm.com", "jo@@farm.com"])("refuses %s with the spec's words", (email) => {
    expect(emailErrors(email)).toEqual([messages.validation.emailInvalid]);
  });

  it("asks for an address when there is none", () => {
    expect(emailErrors("  ")[0]).toBe(messages.validation.emailRequired);
  });
});

describe("the password forms", () => {
  it("want the new password twice, the same", () => {
    expect(resetPasswordFormSchema.safeParse({ password: "new-pass", confirmPassword: "new-pass" }).success).toBe(true);
    expect(resetPasswordFormSchema.safeParse({ password: "new-pass", confirmPassword: "new-pas" }).error?.issues[0]?.path).toEqual(["confirmPassword"]);
    expect(changePasswordFormSchema.safeParse({ currentPassword: "", newPassword: "new-pass", confirmPassword: "new-pass" }).success).toBe(false);
  });
});
