import { getAccountCart, readCart } from "./accountCart";
import { apiRequestChecked, isApiError } from "./api";
import { adoptCart, CART_OWNER_KEY, changeCart, getCartLines, setCartSaver, type CartChange, type CartLine } from "./cart";
import { newIdempotencyKey } from "./submissionKey";

/**
 * Issue 27: a signed-in buyer's cart is kept on the server, and the stored cart (lib/cart.ts) is
 * its copy in this browser (docs/decisions/035-server-carts.md). Loaded with the first signed-in
 * page, after the buyer's own pages: RootLayout's useCartFollowsSession imports it then.
 */

/** The three calls of the server's cart; the tests pass their own. */
export interface CartApi {
  get(): Promise<CartLine[]>;
  put(lines: readonly CartLine[]): Promise<CartLine[]>;
  merge(lines: readonly CartLine[], idempotencyKey: string): Promise<CartLine[]>;
}

// The answers are read by hand (lib/accountCart.ts): this module runs on every signed-in page.
export const httpCartApi: CartApi = {
  get: () => getAccountCart(),
  put: (lines) => apiRequestChecked("/api/cart", readCart, { method: "PUT", body: { items: lines }, auth: "required" }),
  merge: (lines, idempotencyKey) => apiRequestChecked("/api/cart/merge", readCart, { method: "POST", body: { items: lines }, auth: "required", idempotencyKey }),
};

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) => JSON.stringify(a) === JSON.stringify(b);

/** The account's cart the server rendered this page with (the cart page), for the first load to take instead of asking again. */
let served: { user: string; lines: CartLine[] } | null = null;

/**
 * The cart page, before it hydrates: the server rendered it with the account's cart. A copy here
 * that is saved (nothing of this browser's waits to be sent) takes those lines now, so the page
 * shows what the server rendered rather than an older copy. The first load uses them only when
 * they are the copy's own: lines that differ may be another browser's change, or older than the
 * copy, when the page this one replaced saved a change after the server had read the cart for
 * this page (a reload right after adding a tool lost it so). The first load then asks again.
 */
export function takeServedCart(user: string, lines: CartLine[]): void {
  const owner = readCartOwner();
  if (owner?.user !== user || owner.state !== "saved") return;
  const same = sameLines(getCartLines(), lines);
  adoptCart(lines);
  served = same ? { user, lines } : null;
}

/**
 * What the stored cart is to the account `user`: `saved` (the server has it), `unsaved` (a change
 * made here has not reached the server yet) or `merging` (a visitor's cart on its way into the
 * account's, with the key that makes sending it again safe).
 */
export type CartOwner = { user: string; state: "saved" | "unsaved" } | { user: string; state: "merging"; key: string; lines: CartLine[] };

export function readCartOwner(): CartOwner | null {
  try {
    const raw = localStorage.getItem(CART_OWNER_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { user, state, key, lines } = value as Record<string, unknown>;
    if (typeof user !== "string") return null;
    if (state === "saved" || state === "unsaved") return { user, state };
    if (state === "merging" && typeof key === "string" && Array.isArray(lines)) return { user, state, key, lines: lines as CartLine[] };
    // Junk from a hand or another version: treated as a copy of this account's cart that needs loading.
    return { user, state: "saved" };
  } catch {
    return null;
  }
}

function writeCartOwner(owner: CartOwner): void {
  try {
    localStorage.setItem(CART_OWNER_KEY, JSON.stringify(owner));
  } catch {
    // Storage blocked: each visit then loads the server's cart again.
  }
}

/** The tools a PUT refused as not in the shop (its 400's `body.items.N.productId` fields), among the lines sent. */
function refusedTools(error: unknown, sent: readonly CartLine[]): Set<string> {
  const refused = new Set<string>();
  if (!isApiError(error) || error.status !== 400) return refused;
  for (const field of error.fields) {
    const index = /^body\.items\.(\d+)\.productId$/.exec(field.path)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line) refused.add(line.productId);
  }
  return refused;
}

/**
 * Sends the stored lines; a tool the server refuses as gone from the shop (deleted while the cart
 * waited) is dropped here too and the rest sent again, so one such line never strands the others.
 */
async function putStored(api: CartApi): Promise<CartLine[]> {
  const lines = getCartLines();
  try {
    return await api.put(lines);
  } catch (error) {
    const refused = refusedTools(error, lines);
    if (refused.size === 0) throw error;
    return api.put(lines.filter((line) => !refused.has(line.productId)));
  }
}

/**
 * How long to wait before asking again while the same merge is still running elsewhere: ~16 s in
 * all, past the time the server takes to release the claim of a request that died (issue 35).
 */
export const MERGE_RETRY_MS = [250, 500, 1000, 2000, 4000, 8000] as const;

/** The same merge was still running when this page stopped waiting for it. */
export class MergeStillRunning extends Error {}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function mergeVisitorCart(api: CartApi, owner: Extract<CartOwner, { state: "merging" }>): Promise<CartLine[]> {
  for (const wait of [...MERGE_RETRY_MS, null]) {
    try {
      return await api.merge(owner.lines, owner.key);
    } catch (error) {
      // 409: this same merge (same key) is still running, sent by another tab or by the page this
      // one replaced. Once it ends the server answers its result again; until then, wait.
      if (!isApiError(error) || error.status !== 409) throw error;
      // Issue 35: taking the saved cart instead dropped the visitor's lines for good (a cart
      // merge journey found 300 where 400 was due). The copy stays as it is, marked merging
      // with its key: the next load sends the same merge, which the server adds at most once.
      if (wait === null) throw new MergeStillRunning("the cart's merge is still running");
      await pause(wait);
    }
  }
  throw new MergeStillRunning("the cart's merge is still running");
}

/**
 * Makes the stored cart the account's, as it is on the server: at sign-in a visitor's cart is
 * merged into it first (quantities of a tool in both add up, within its stock: the server decides);
 * a change made here that did not reach the server before the page closed is sent now; otherwise
 * the server's cart replaces the copy, as another browser may have changed it.
 */
export async function loadServerCart(user: string, api: CartApi, following: () => boolean = () => true): Promise<void> {
  let owner = readCartOwner();
  if (owner?.user !== user) {
    // A visitor's cart merges; a copy of another account's cart (its sign-out went unseen) is not this buyer's.
    const visitor = owner === null ? getCartLines() : [];
    owner = visitor.length > 0 ? { user, state: "merging", key: newIdempotencyKey(), lines: [...visitor] } : { user, state: "saved" };
    writeCartOwner(owner);
  }
  const given = served?.user === user && owner.state === "saved" ? served.lines : null;
  served = null;
  const lines = owner.state === "merging" ? await mergeVisitorCart(api, owner) : owner.state === "unsaved" ? await putStored(api) : (given ?? (await api.get()));
  // A follower stopped meanwhile (the session changed) leaves the copy to the one that replaced
  // it: its answer may be older than a change the new one has made and saved since.
  if (!following()) return;
  adoptCart(lines);
  writeCartOwner({ user, state: "saved" });
}

/** How long the saving waits for the next change (a quantity being typed) before it sends the cart. */
export const SAVE_DELAY_MS = 300;

/**
 * Saves every change made in this tab on the server: the latest cart, once the changes pause, one
 * request at a time. Until it is saved the copy is marked unsaved, so a page closed meanwhile
 * sends it at the next visit. Answers the function that stops it.
 */
export function saveChanges(user: string, api: CartApi, delayMs = SAVE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let again = false;
  let stopped = false;

  const send = async () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    const lines = getCartLines();
    try {
      const saved = await putStored(api);
      if (stopped) return;
      // A refused line left the server's cart: it leaves this copy too (which saves again).
      if (!sameLines(saved, lines)) {
        const kept = new Set(saved.map((line) => line.productId));
        adoptCart(getCartLines().filter((line) => kept.has(line.productId)));
      }
      if (sameLines(getCartLines(), saved)) writeCartOwner({ user, state: "saved" });
    } catch {
      // Still marked unsaved: the next change, or the next visit, sends it.
    } finally {
      sending = false;
      if (again && !stopped) {
        again = false;
        schedule();
      }
    }
  };
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => void send(), delayMs);
  }

  setCartSaver(() => {
    writeCartOwner({ user, state: "unsaved" });
    schedule();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    setCartSaver(null);
  };
}

/**
 * The account's cart follows the buyer while signed in: loaded (and merged), then every change
 * saved. A change made while it loads (a click on a page just opened) was made on the old copy:
 * it is made again on the loaded cart, then saved, and the copy is marked unsaved meanwhile. A
 * load that fails leaves the copy as it is, and
 * the next visit tries again; changes made meanwhile stay in this browser. Answers the function
 * that stops following.
 */
export function followServerCart(user: string, api: CartApi = httpCartApi): () => void {
  let stopped = false;
  let stopSaving = () => {};
  const waiting: CartChange[] = [];
  setCartSaver((change) => {
    waiting.push(change);
    // The copy now holds a change the server has not: a page closed before the load ends must
    // send it at the next visit, not load the server's cart over it. A merge keeps its own mark.
    const owner = readCartOwner();
    if (owner?.user === user && owner.state === "saved") writeCartOwner({ user, state: "unsaved" });
  });
  void loadServerCart(user, api, () => !stopped).then(
    () => {
      if (stopped) return;
      stopSaving = saveChanges(user, api);
      for (const change of waiting) changeCart(change);
    },
    () => {
      if (!stopped) setCartSaver(null);
    },
  );
  return () => {
    stopped = true;
    setCartSaver(null);
    stopSaving();
  };
}
