import { accountMessages, messages } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, mockFetch, renderWithProviders, sessionHandlers, testUser } from "../../../test/utils";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { VerifyEmailPage } from "./VerifyEmailPage";

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, string>;

describe("VerifyEmailPage", () => {
  it("sends the link's token once and says the address is verified", async () => {
    const tokens: string[] = [];
    mockFetch({
      ...sessionHandlers(null),
      "POST /api/auth/verify-email": (init) => {
        tokens.push(bodyOf(init).token ?? "");
        return json(200, { message: accountMessages.verified });
      },
    });
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=abcdefghijklmnopqrstuvwxyz", path: "/verify-email" });
    expect(await screen.findByText(accountMessages.verified)).toBeInTheDocument();
    expect(tokens).toEqual(["abcdefghijklmnopqrstuvwxyz"]);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("shows the server's words for a used or expired link", async () => {
    mockFetch({
      ...sessionHandlers(null),
      "POST /api/auth/verify-email": () => json(400, { error: { code: "bad_request", message: accountMessages.linkInvalid } }),
    });
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=abcdefghijklmnopqrstuvwxyz", path: "/verify-email" });
    expect(await screen.findByRole("alert")).toHaveTextContent(accountMessages.linkInvalid);
  });
});

describe("ForgotPasswordPage", () => {
  it("keeps the spec's email words, then shows the same answer for any address", async () => {
    const sent: string[] = [];
    mockFetch({
      ...sessionHandlers(null),
      "POST /api/auth/password-reset/request": (init) => {
        sent.push(bodyOf(init).email ?? "");
        return json(202, { message: accountMessages.resetRequested });
      },
    });
    renderWithProviders(<ForgotPasswordPage />, { route: "/forgot-password", path: "/forgot-password" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "jo@my-farm24.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(accountMessages.resetRequested);
    expect(sent).toEqual(["jo@my-farm24.com"]);
  });
});

describe("ResetPasswordPage", () => {
  it("wants the new password twice, then sends it with the link's token", async () => {
    const bodies: Record<string, string>[] = [];
    mockFetch({
      ...sessionHandlers(testUser),
      "POST /api/auth/password-reset/confirm": (init) => {
        bodies.push(bodyOf(init));
        return json(200, { message: accountMessages.passwordReset });
      },
    });
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password?token=abcdefghijklmnopqrstuvwxyz", path: "/reset-password" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "new-password");
    await user.type(screen.getByLabelText("Confirm new password"), "new-passwork");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(accountMessages.passwordsDiffer)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("Confirm new password"), "new-password");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(accountMessages.passwordReset);
    expect(bodies).toEqual([{ token: "abcdefghijklmnopqrstuvwxyz", password: "new-password" }]);
    await waitFor(() => expect(window.localStorage.getItem("accessToken")).toBeNull());
  });
});
