import { messages, signUpPageTexts } from "@shop/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { json, mockFetch, renderWithProviders, sentBody, sessionHandlers, testUser } from "../../../test/utils";
import { SignUpPage } from "./SignUpPage";
import { authFormsCode } from "./authForms";

// The form's code is loaded when the visitor reaches for it (lib/deferredForms.tsx); its first,
// cold import (with zod and the contract's schemas) takes longer than a query's wait on a loaded
// machine, so it is loaded once for the file.
beforeAll(async () => {
  await Promise.all([authFormsCode.load(), import("@shop/contract/front")]);
}, 60_000);

describe("SignUpPage", () => {
  it("shows 'Name is require' and the other messages when submitted empty", async () => {
    mockFetch(sessionHandlers(null));
    renderWithProviders(<SignUpPage />, { route: "/signUp", path: "/signUp" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(messages.validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validation.passwordRequired)).toBeInTheDocument();
  });

  it("alerts 'Updated profile', stores the token and goes to /home", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    mockFetch({
      ...sessionHandlers(null),
      "POST /api/auth/sign-up": () => json(201, { user: testUser }),
      [`PUT /api/user/${encodeURIComponent(testUser.email)}`]: () => json(200, { accessToken: "token-2" }),
    });
    renderWithProviders(<SignUpPage />, { route: "/signUp", path: "/signUp" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name"), testUser.displayName);
    await user.type(screen.getByLabelText("Email"), testUser.email);
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/home");
    expect(alert).toHaveBeenCalledWith(messages.auth.signedUpAlert);
    expect(window.localStorage.getItem("accessToken")).toBe("token-2");
  });

  it("shows the conflict message when the email is taken", async () => {
    mockFetch({
      ...sessionHandlers(null),
      "POST /api/auth/sign-up": () => json(409, { error: { code: "conflict", message: "This email is already registered" } }),
    });
    renderWithProviders(<SignUpPage />, { route: "/signUp", path: "/signUp" });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name"), "Amina");
    await user.type(screen.getByLabelText("Email"), "farmer@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Error: This email is already registered");
  });
});

describe("SignUpPage sent from a protected page", () => {
  it("goes back to that page after signing up, and its Login link carries it too", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => undefined);
    mockFetch({
      ...sessionHandlers(null),
      "POST /api/auth/sign-up": () => json(201, { user: testUser }),
      [`PUT /api/user/${encodeURIComponent(testUser.email)}`]: () => json(200, { accessToken: "token-2" }),
    });
    renderWithProviders(<SignUpPage />, { route: "/signUp?redirect=%2Ftools%2Fabc", path: "/signUp" });
    const user = userEvent.setup();
    expect(await screen.findByRole("link", { name: "Please Login" })).toHaveAttribute("href", "/login?redirect=%2Ftools%2Fabc");
    await user.type(screen.getByLabelText("Name"), testUser.displayName);
    await user.type(screen.getByLabelText("Email"), "jo@my-farm24.com");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByTestId("location")).toHaveTextContent("/tools/abc");
  });
});

describe("SignUpPage from a company invitation (issue 35)", () => {
  it("takes the invited address, locked, and sends the invitation's token with the sign-up", async () => {
    vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const token = "invitation-token-0123456789abcdef";
    const invited = { ...testUser, email: "invited@example.com", emailVerified: true };
    const fetchMock = mockFetch({
      ...sessionHandlers(null),
      "POST /api/invitations/preview": () => json(200, { companyName: "Green Valley Co-op", email: invited.email, role: "buyer", expiresAt: "2099-01-01T00:00:00.000Z" }),
      "POST /api/auth/sign-up": () => json(201, { user: invited }),
      [`PUT /api/user/${encodeURIComponent(invited.email)}`]: () => json(200, { accessToken: "token-3" }),
    });
    const back = `/invitations/accept?token=${token}`;
    renderWithProviders(<SignUpPage />, { route: `/signUp?redirect=${encodeURIComponent(back)}`, path: "/signUp" });
    const email = await screen.findByLabelText("Email");
    await waitFor(() => expect(email).toHaveValue(invited.email));
    expect(email).toHaveAttribute("readonly");
    expect(screen.getByText(signUpPageTexts.invitedHint)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ina Invited");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(back);
    expect(sentBody(fetchMock, "POST", "/api/auth/sign-up")).toEqual({ name: "Ina Invited", email: invited.email, password: "secret-password", invitation: token });
  });
});
