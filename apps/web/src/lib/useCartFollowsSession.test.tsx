import type { SessionUser } from "@shop/contract";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CART_OWNER_KEY, getCartLines, replaceCart } from "./cart";
import { SessionContext, TokenReadyContext, type Session } from "./session";
import { useCartFollowsSession } from "./useCartFollowsSession";

const follow = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }));
vi.mock("./cartSync", () => ({
  followServerCart: (user: string) => {
    follow.start(user);
    return follow.stop;
  },
}));

const a = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const user: SessionUser = { uid: "u-1", email: "buyer@example.com", displayName: "Buyer", photoURL: null, emailVerified: true, role: "other", language: "en" };
interface Signed {
  session: Session;
  tokenReady: boolean;
}
const session = (status: Session["status"], tokenReady = status === "signedIn"): Signed => ({ session: { status, user: status === "signedIn" ? user : null, retry: () => {} }, tokenReady });

function renderWith(initial: Signed) {
  let current = initial;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext value={current.session}>
      <TokenReadyContext value={current.tokenReady}>{children}</TokenReadyContext>
    </SessionContext>
  );
  const view = renderHook(() => useCartFollowsSession(), { wrapper });
  return {
    ...view,
    set(next: Signed) {
      current = next;
      view.rerender();
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  follow.start.mockClear();
  follow.stop.mockClear();
});

describe("useCartFollowsSession", () => {
  it("follows the account's cart once signed in with a token, and stops at sign-out, forgetting the copy", async () => {
    const view = renderWith(session("signedIn", false));
    await Promise.resolve();
    expect(follow.start).not.toHaveBeenCalled();
    view.set(session("signedIn"));
    await vi.waitFor(() => expect(follow.start).toHaveBeenCalledWith("u-1"));

    replaceCart([{ productId: a, quantity: 2 }]);
    localStorage.setItem(CART_OWNER_KEY, JSON.stringify({ user: "u-1", state: "saved" }));
    view.set(session("signedOut"));
    expect(follow.stop).toHaveBeenCalled();
    expect(getCartLines()).toEqual([]);
  });

  it("keeps a visitor's own cart", () => {
    replaceCart([{ productId: a, quantity: 2 }]);
    renderWith(session("signedOut"));
    expect(getCartLines()).toEqual([{ productId: a, quantity: 2 }]);
    expect(follow.start).not.toHaveBeenCalled();
  });
});
