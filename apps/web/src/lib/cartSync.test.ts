import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { addToCart, CART_OWNER_KEY, forgetAccountCart, getCartLines, removeFromCart, replaceCart, setCartQuantity, type CartLine } from "./cart";
import { followServerCart, loadServerCart, MergeStillRunning, readCartOwner, saveChanges, SAVE_DELAY_MS, takeServedCart, type CartApi } from "./cartSync";

const a = "6b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const b = "7b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const c = "8b1f9a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const buyer = "buyer-uid";

/** A server cart in memory, recording the calls made to it. */
function fakeServer(initial: CartLine[] = []) {
  let saved = [...initial];
  const api = {
    get: vi.fn(async () => [...saved]),
    put: vi.fn(async (lines: readonly CartLine[]) => {
      saved = [...lines];
      return [...saved];
    }),
    merge: vi.fn(async (lines: readonly CartLine[], _key: string) => {
      for (const line of lines) {
        const held = saved.find((s) => s.productId === line.productId);
        if (held) held.quantity += line.quantity;
        else saved.push({ ...line });
      }
      return [...saved];
    }),
  } satisfies CartApi;
  return { api, saved: () => saved };
}

const setOwner = (owner: unknown) => localStorage.setItem(CART_OWNER_KEY, JSON.stringify(owner));

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe("loading the account's cart", () => {
  it("merges a visitor's cart at sign-in, once, and keeps the server's answer", async () => {
    const server = fakeServer([{ productId: a, quantity: 5 }]);
    replaceCart([{ productId: a, quantity: 3 }, { productId: b, quantity: 1 }]);
    await loadServerCart(buyer, server.api);
    expect(server.api.merge).toHaveBeenCalledWith([{ productId: a, quantity: 3 }, { productId: b, quantity: 1 }], expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(getCartLines()).toEqual([{ productId: a, quantity: 8 }, { productId: b, quantity: 1 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
    // The next page loads the saved cart, and merges nothing again.
    await loadServerCart(buyer, server.api);
    expect(server.api.merge).toHaveBeenCalledTimes(1);
    expect(getCartLines()).toEqual([{ productId: a, quantity: 8 }, { productId: b, quantity: 1 }]);
  });

  it("with no visitor's cart, loads the saved one (another browser's changes come in)", async () => {
    const server = fakeServer([{ productId: c, quantity: 2 }]);
    await loadServerCart(buyer, server.api);
    expect(server.api.merge).not.toHaveBeenCalled();
    expect(getCartLines()).toEqual([{ productId: c, quantity: 2 }]);
  });

  it("sends a change that did not reach the server before the page closed, instead of loading over it", async () => {
    const server = fakeServer([{ productId: c, quantity: 2 }]);
    replaceCart([{ productId: a, quantity: 4 }]);
    setOwner({ user: buyer, state: "unsaved" });
    await loadServerCart(buyer, server.api);
    expect(server.api.get).not.toHaveBeenCalled();
    expect(server.saved()).toEqual([{ productId: a, quantity: 4 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
  });

  it("sends a merge cut short again with the same key, so the server adds it at most once", async () => {
    const server = fakeServer();
    setOwner({ user: buyer, state: "merging", key: "k-1", lines: [{ productId: a, quantity: 1 }] });
    await loadServerCart(buyer, server.api);
    expect(server.api.merge).toHaveBeenCalledWith([{ productId: a, quantity: 1 }], "k-1");
  });

  it("asks again while the same merge is still running elsewhere (409), and takes its result", async () => {
    vi.useFakeTimers();
    const server = fakeServer([{ productId: b, quantity: 7 }]);
    server.api.merge.mockRejectedValueOnce(new ApiError(409, "conflict", "in progress"));
    replaceCart([{ productId: a, quantity: 1 }]);
    const loading = loadServerCart(buyer, server.api);
    await vi.runAllTimersAsync();
    await loading;
    expect(server.api.merge).toHaveBeenCalledTimes(2);
    expect(getCartLines()).toEqual([{ productId: b, quantity: 7 }, { productId: a, quantity: 1 }]);
  });

  it("keeps the visitor's lines waiting to merge, with the same key, when the same merge does not end while the page waits", async () => {
    vi.useFakeTimers();
    const server = fakeServer([{ productId: b, quantity: 7 }]);
    server.api.merge.mockRejectedValue(new ApiError(409, "conflict", "in progress"));
    replaceCart([{ productId: a, quantity: 1 }]);
    const loading = loadServerCart(buyer, server.api);
    const failed = expect(loading).rejects.toBeInstanceOf(MergeStillRunning);
    await vi.runAllTimersAsync();
    await failed;
    expect(getCartLines()).toEqual([{ productId: a, quantity: 1 }]);
    const owner = readCartOwner();
    expect(owner).toMatchObject({ user: buyer, state: "merging", lines: [{ productId: a, quantity: 1 }] });
    // The next load sends the same merge again, which now ends: the lines add up once.
    server.api.merge.mockReset();
    server.api.merge.mockImplementation(async (lines: readonly CartLine[]) => [...server.saved(), ...lines]);
    vi.useRealTimers();
    await loadServerCart(buyer, server.api);
    expect(server.api.merge).toHaveBeenCalledWith([{ productId: a, quantity: 1 }], owner?.state === "merging" ? owner.key : "");
    expect(getCartLines()).toEqual([{ productId: b, quantity: 7 }, { productId: a, quantity: 1 }]);
  });

  it("never merges a copy of another account's cart into this one", async () => {
    const server = fakeServer([{ productId: c, quantity: 1 }]);
    replaceCart([{ productId: a, quantity: 9 }]);
    setOwner({ user: "someone-else", state: "unsaved" });
    await loadServerCart(buyer, server.api);
    expect(server.api.merge).not.toHaveBeenCalled();
    expect(server.api.put).not.toHaveBeenCalled();
    expect(getCartLines()).toEqual([{ productId: c, quantity: 1 }]);
  });

  it("makes a change made while the cart loads again on the loaded cart, and saves it", async () => {
    vi.useFakeTimers();
    const server = fakeServer([{ productId: c, quantity: 2 }]);
    replaceCart([{ productId: a, quantity: 1 }]);
    setOwner({ user: buyer, state: "saved" });
    const stop = followServerCart(buyer, server.api);
    // Clicked before the server's cart arrived.
    addToCart(b, 5);
    await vi.runAllTimersAsync();
    expect(getCartLines()).toEqual([{ productId: c, quantity: 2 }, { productId: b, quantity: 5 }]);
    expect(server.saved()).toEqual([{ productId: c, quantity: 2 }, { productId: b, quantity: 5 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
    stop();
  });

  it("marks a change made while the cart loads unsaved, so a page closed before the load ends sends it at the next visit", async () => {
    vi.useFakeTimers();
    const server = fakeServer([{ productId: c, quantity: 2 }]);
    replaceCart([{ productId: c, quantity: 2 }]);
    setOwner({ user: buyer, state: "saved" });
    // The first page: its load never ends (the buyer reloads at once).
    const stuck = followServerCart(buyer, { ...server.api, get: () => new Promise<CartLine[]>(() => {}) });
    addToCart(b, 5);
    expect(readCartOwner()).toEqual({ user: buyer, state: "unsaved" });
    stuck();
    // The next page sends the copy instead of loading the server's cart over it.
    const stop = followServerCart(buyer, server.api);
    await vi.runAllTimersAsync();
    expect(server.api.get).not.toHaveBeenCalled();
    expect(server.saved()).toEqual([{ productId: c, quantity: 2 }, { productId: b, quantity: 5 }]);
    expect(getCartLines()).toEqual([{ productId: c, quantity: 2 }, { productId: b, quantity: 5 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
    stop();
  });

  it("a follower stopped while it loads leaves the copy to the one that replaced it", async () => {
    vi.useFakeTimers();
    const server = fakeServer([{ productId: c, quantity: 2 }]);
    replaceCart([{ productId: c, quantity: 2 }]);
    setOwner({ user: buyer, state: "saved" });
    let answerOld: (lines: CartLine[]) => void = () => {};
    const old = followServerCart(buyer, { ...server.api, get: () => new Promise<CartLine[]>((resolve) => (answerOld = resolve)) });
    old();
    const stop = followServerCart(buyer, server.api);
    await vi.runAllTimersAsync();
    addToCart(b, 5);
    await vi.runAllTimersAsync();
    // The stopped follower's answer, older than the change the new one saved, arrives last.
    answerOld([{ productId: c, quantity: 2 }]);
    await vi.runAllTimersAsync();
    expect(getCartLines()).toEqual([{ productId: c, quantity: 2 }, { productId: b, quantity: 5 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
    stop();
  });

  it("leaves the copy alone when loading fails, and saves nothing until a load succeeds", async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.api.merge.mockRejectedValueOnce(new ApiError(0, "network_error", "offline"));
    replaceCart([{ productId: a, quantity: 1 }]);
    const stop = followServerCart(buyer, server.api);
    await vi.runAllTimersAsync();
    addToCart(b, 2);
    await vi.runAllTimersAsync();
    expect(server.api.put).not.toHaveBeenCalled();
    expect(readCartOwner()).toMatchObject({ user: buyer, state: "merging" });
    stop();
  });
});

describe("the cart page the server rendered with the account's cart", () => {
  it("gives a saved copy the server's lines before the page hydrates, and the first load takes them without asking when they are the copy's own", async () => {
    const server = fakeServer([{ productId: a, quantity: 7 }]);
    replaceCart([{ productId: a, quantity: 7 }]);
    setOwner({ user: buyer, state: "saved" });
    takeServedCart(buyer, [{ productId: a, quantity: 7 }]);
    await loadServerCart(buyer, server.api);
    expect(server.api.get).not.toHaveBeenCalled();
    expect(getCartLines()).toEqual([{ productId: a, quantity: 7 }]);
    // Only once: the next page asks the server again.
    await loadServerCart(buyer, server.api);
    expect(server.api.get).toHaveBeenCalledTimes(1);
  });

  it("shows other lines the server rendered at once (another browser's change) and the first load asks the server again", async () => {
    const server = fakeServer([{ productId: a, quantity: 7 }]);
    replaceCart([{ productId: a, quantity: 2 }]);
    setOwner({ user: buyer, state: "saved" });
    takeServedCart(buyer, [{ productId: a, quantity: 7 }]);
    expect(getCartLines()).toEqual([{ productId: a, quantity: 7 }]);
    await loadServerCart(buyer, server.api);
    expect(server.api.get).toHaveBeenCalledTimes(1);
    expect(getCartLines()).toEqual([{ productId: a, quantity: 7 }]);
  });

  it("keeps a tool the page before saved after the server had read the cart for this one (a reload right after adding it)", async () => {
    // The replaced page's save reached the server and marked the copy saved; this page was rendered from the read before it.
    const server = fakeServer([
      { productId: a, quantity: 7 },
      { productId: b, quantity: 2 },
    ]);
    replaceCart(server.saved());
    setOwner({ user: buyer, state: "saved" });
    takeServedCart(buyer, [{ productId: a, quantity: 7 }]);
    await loadServerCart(buyer, server.api);
    expect(getCartLines()).toEqual([
      { productId: a, quantity: 7 },
      { productId: b, quantity: 2 },
    ]);
  });

  it("sends a quantity changed on that page before the follower ran, instead of loading the server's lines over it", async () => {
    const server = fakeServer([{ productId: a, quantity: 1 }]);
    setOwner({ user: buyer, state: "saved" });
    takeServedCart(buyer, [{ productId: a, quantity: 1 }]);
    // Typed on the hydrated page while lib/cartSync.ts was still loading: no saver yet.
    setCartQuantity(a, 12);
    expect(readCartOwner()).toEqual({ user: buyer, state: "unsaved" });
    await loadServerCart(buyer, server.api);
    expect(getCartLines()).toEqual([{ productId: a, quantity: 12 }]);
    expect(server.saved()).toEqual([{ productId: a, quantity: 12 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
  });

  it("leaves a copy with changes not saved yet, or a visitor's or another account's, to the first load", async () => {
    for (const owner of [{ user: buyer, state: "unsaved" }, null, { user: "someone-else", state: "saved" }]) {
      localStorage.clear();
      const server = fakeServer([{ productId: a, quantity: 7 }]);
      replaceCart([{ productId: b, quantity: 2 }]);
      if (owner) setOwner(owner);
      takeServedCart(buyer, [{ productId: a, quantity: 7 }]);
      expect(getCartLines()).toEqual([{ productId: b, quantity: 2 }]);
      await loadServerCart(buyer, server.api);
      // Sent (unsaved), merged (a visitor's) or loaded (another account's copy): the server was asked.
      expect(server.api.get.mock.calls.length + server.api.put.mock.calls.length + server.api.merge.mock.calls.length).toBe(1);
    }
  });
});

describe("saving changes", () => {
  it("sends the latest cart once the changes pause, marked unsaved until then", async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    setOwner({ user: buyer, state: "saved" });
    const stop = saveChanges(buyer, server.api);
    addToCart(a, 1);
    setCartQuantity(a, 12);
    addToCart(b, 3);
    expect(readCartOwner()).toEqual({ user: buyer, state: "unsaved" });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(server.api.put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.api.put).toHaveBeenCalledTimes(1);
    expect(server.saved()).toEqual([{ productId: a, quantity: 12 }, { productId: b, quantity: 3 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
    removeFromCart(a);
    await vi.runAllTimersAsync();
    expect(server.saved()).toEqual([{ productId: b, quantity: 3 }]);
    stop();
    addToCart(c, 1);
    await vi.runAllTimersAsync();
    expect(server.api.put).toHaveBeenCalledTimes(2);
  });

  it("drops a tool the server refuses as gone from the shop, and saves the rest", async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.api.put.mockRejectedValueOnce(new ApiError(400, "bad_request", "This tool is not in the shop", [{ path: "body.items.1.productId", message: "gone" }]));
    setOwner({ user: buyer, state: "saved" });
    replaceCart([{ productId: a, quantity: 1 }]);
    const stop = saveChanges(buyer, server.api);
    addToCart(b, 2);
    addToCart(c, 3);
    await vi.runAllTimersAsync();
    expect(server.saved()).toEqual([{ productId: a, quantity: 1 }, { productId: c, quantity: 3 }]);
    expect(getCartLines()).toEqual([{ productId: a, quantity: 1 }, { productId: c, quantity: 3 }]);
    expect(readCartOwner()).toEqual({ user: buyer, state: "saved" });
    stop();
  });

  it("keeps a change that could not be sent marked unsaved, for the next change or visit", async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.api.put.mockRejectedValueOnce(new ApiError(0, "network_error", "offline"));
    setOwner({ user: buyer, state: "saved" });
    const stop = saveChanges(buyer, server.api);
    addToCart(a, 1);
    await vi.runAllTimersAsync();
    expect(readCartOwner()).toEqual({ user: buyer, state: "unsaved" });
    stop();
  });
});

describe("signing out", () => {
  it("forgets the account's copy, and keeps a visitor's own cart", () => {
    replaceCart([{ productId: a, quantity: 1 }]);
    forgetAccountCart();
    expect(getCartLines()).toEqual([{ productId: a, quantity: 1 }]);
    setOwner({ user: buyer, state: "saved" });
    forgetAccountCart();
    expect(getCartLines()).toEqual([]);
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
  });
});
