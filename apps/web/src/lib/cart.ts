import { MAX_ORDER_LINES } from "@shop/contract";
import { useSyncExternalStore } from "react";

/** One line of the cart: which tool and how many. Names, prices and limits are read fresh from the API. */
export interface CartLine {
  productId: string;
  quantity: number;
}

/** Router state Order again leaves for the cart: what changed against the past order. */
export interface ReorderState {
  reorder: string[];
}

export function isReorderState(state: unknown): state is ReorderState {
  return typeof state === "object" && state !== null && Array.isArray((state as { reorder?: unknown }).reorder);
}

/**
 * localStorage key: a visitor's cart lives in the browser, so it outlasts a reload; a signed-in
 * buyer's is kept on the server (issue 27) and this is its copy in this browser (lib/cartSync.ts).
 */
export const CART_STORAGE_KEY = "cart";

const listeners = new Set<() => void>();
const EMPTY: readonly CartLine[] = [];
// The snapshot must keep its identity while the stored text is unchanged (useSyncExternalStore compares by reference).
let cachedRaw: string | null = null;
let cachedLines: readonly CartLine[] = EMPTY;

function isLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return typeof productId === "string" && productId.length > 0 && typeof quantity === "number" && Number.isInteger(quantity) && quantity > 0;
}

/** What is stored, cleaned: anything another version of the app or a hand wrote that is not a line is dropped, each tool kept once. */
function parse(raw: string | null): readonly CartLine[] {
  if (raw === null) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const item of value) {
    if (!isLine(item) || seen.has(item.productId)) continue;
    seen.add(item.productId);
    lines.push({ productId: item.productId, quantity: item.quantity });
  }
  return lines.slice(0, MAX_ORDER_LINES);
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode settings): the cart is then empty rather than the page broken.
    return null;
  }
}

export function getCartLines(): readonly CartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parse(raw);
  }
  return cachedLines;
}

function notify() {
  for (const listener of listeners) listener();
}

function store(lines: readonly CartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // A full or blocked storage keeps the cart as it was; the page shows what is stored.
  }
  notify();
}

/**
 * localStorage key: whose server cart the stored one is a copy of, and how far it is saved
 * (lib/cartSync.ts). Absent, the stored cart is a visitor's.
 */
export const CART_OWNER_KEY = "cartOwner";

/**
 * At sign-out (or when the session is found ended): the account's cart stays on the server and
 * this browser forgets its copy. A visitor's own cart is kept.
 */
export function forgetAccountCart(): void {
  let owned = false;
  try {
    owned = localStorage.getItem(CART_OWNER_KEY) !== null;
    if (owned) localStorage.removeItem(CART_OWNER_KEY);
  } catch {
    // Storage blocked: there is no copy to forget.
  }
  if (owned) store(EMPTY);
}

/** One change the buyer makes: the cart it makes of the cart as it then is. */
export type CartChange = (lines: readonly CartLine[]) => readonly CartLine[];

/**
 * Told of every change the buyer makes in this tab, to save it on the server, or to make it again
 * on the account's cart once that has loaded (lib/cartSync.ts); null for a visitor.
 */
let saver: ((change: CartChange) => void) | null = null;

export function setCartSaver(next: ((change: CartChange) => void) | null): void {
  saver = next;
}

/**
 * A signed-in buyer's change made before the cart's follower runs (lib/cartSync.ts loads after the
 * page): the copy is marked unsaved, so the follower's first load sends it instead of loading the
 * server's cart over it (a quantity typed on the cart page the server rendered was lost so).
 */
function markCopyUnsaved(): void {
  try {
    const raw = localStorage.getItem(CART_OWNER_KEY);
    const owner: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof owner !== "object" || owner === null) return;
    const { user, state } = owner as Record<string, unknown>;
    if (typeof user === "string" && state === "saved") localStorage.setItem(CART_OWNER_KEY, JSON.stringify({ user, state: "unsaved" }));
  } catch {
    // Storage blocked or junk: the follower loads the server's cart, as before.
  }
}

/** A change made here: stored, and handed to the saver when a buyer is signed in. Other tabs only hear of it. */
export function changeCart(change: CartChange): void {
  store(parse(JSON.stringify(change(getCartLines()))));
  if (saver) saver(change);
  else markCopyUnsaved();
}

/** The cart as the server answered it: stored as it is, never sent back. */
export function adoptCart(lines: readonly CartLine[]): void {
  store(parse(JSON.stringify(lines)));
}

function onStorage(event: StorageEvent) {
  // Another tab changed the cart (or cleared all storage: key null).
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
}

export function subscribeToCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export type AddResult = "added" | "updated" | "full";

const setLine =
  (productId: string, quantity: number): CartChange =>
  (lines) =>
    lines.some((line) => line.productId === productId)
      ? lines.map((line) => (line.productId === productId ? { productId, quantity } : line))
      : lines.length >= MAX_ORDER_LINES
        ? lines
        : [...lines, { productId, quantity }];

/** Puts `quantity` of a tool in the cart; a tool already there gets the new quantity (what the buyer just chose). */
export function addToCart(productId: string, quantity: number): AddResult {
  const lines = getCartLines();
  const known = lines.some((line) => line.productId === productId);
  if (!known && lines.length >= MAX_ORDER_LINES) return "full";
  changeCart(setLine(productId, quantity));
  return known ? "updated" : "added";
}

export function setCartQuantity(productId: string, quantity: number) {
  changeCart((lines) => lines.map((line) => (line.productId === productId ? { productId, quantity } : line)));
}

export function removeFromCart(productId: string) {
  changeCart((lines) => lines.filter((line) => line.productId !== productId));
}

/** Replaces the whole cart (Order again). */
export function replaceCart(lines: readonly CartLine[]) {
  const next = [...lines];
  changeCart(() => next);
}

export function clearCart() {
  changeCart(() => EMPTY);
}

/**
 * The cart as the server renders it, and as the browser's hydrating render must too: empty, since
 * the cart lives in this browser's localStorage. One constant, as useSyncExternalStore compares
 * snapshots by reference. React renders again with the stored lines right after hydrating.
 */
export function getServerCartSnapshot(): readonly CartLine[] {
  return EMPTY;
}

/**
 * The cart's lines, re-rendering on every change in this tab or another. Read through
 * useSyncExternalStore, never in render: a page rendered on the server and hydrated shows the
 * empty cart first on both sides, so their markup matches, then the stored one. The cart page of
 * a signed-in buyer is rendered with the account's cart instead (`served`, lib/accountCart.ts):
 * it hydrates with those lines, or with the stored ones themselves when they are the same.
 */
export function useCart(served?: readonly CartLine[] | null): readonly CartLine[] {
  const serverSnapshot = served ? () => (JSON.stringify(getCartLines()) === JSON.stringify(served) ? getCartLines() : served) : getServerCartSnapshot;
  return useSyncExternalStore(subscribeToCart, getCartLines, serverSnapshot);
}

