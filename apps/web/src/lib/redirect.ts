import { DEFAULT_REDIRECT, safeRedirectPath as sharedSafeRedirectPath, webRoutes, type Role } from "@shop/contract";

/** Router state a protected route leaves for the login page. */
export interface FromState {
  from: { pathname: string; search?: string; hash?: string };
}

/**
 * A path of this shop to go to after login, or null: the contract's rule (no other site, no
 * auth page), against the origin the app runs on.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  // On the server any origin will do: the page's own paths are what passes.
  return sharedSafeRedirectPath(value, typeof window === "undefined" ? "http://shop.invalid" : window.location.origin);
}

function isFromState(state: unknown): state is FromState {
  if (typeof state !== "object" || state === null || !("from" in state)) return false;
  const { from } = state as { from: unknown };
  return typeof from === "object" && from !== null && typeof (from as { pathname?: unknown }).pathname === "string";
}

/** Where to go after login: router state first, then `?redirect=` (it survives a reload), else "/"; a refused target quietly goes to "/" too. */
export function redirectTarget(state: unknown, search: string): string {
  if (isFromState(state)) {
    const { pathname, search: query = "", hash = "" } = state.from;
    const fromState = safeRedirectPath(`${pathname}${query}${hash}`);
    if (fromState) return fromState;
  }
  return safeRedirectPath(new URLSearchParams(search).get("redirect")) ?? DEFAULT_REDIRECT;
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}

/** `page` (login or sign-up) carrying the return target on to the other form; "/" needs no carrying. */
export function withRedirect(page: string, target: string): string {
  return target === DEFAULT_REDIRECT ? page : `${page}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/**
 * Issue 35: where a login lands: the asked target; without one, a shop admin goes to the
 * dashboard (the office's work starts there, not at the shop window) and everyone else home.
 */
export function landingFor(target: string, role: Role | undefined): string {
  return target === DEFAULT_REDIRECT && role === "admin" ? webRoutes.dashboard : target;
}
