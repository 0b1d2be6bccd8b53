/** Router state a protected route leaves for the login page. */
export interface FromState {
  from: { pathname: string; search?: string; hash?: string };
}

/** A same-origin path we may navigate to after login, or null (no open redirects, no loops). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  const pathname = value.split(/[?#]/)[0] ?? "";
  if (pathname === "/login" || pathname === "/signUp") return null;
  return value;
}

function isFromState(state: unknown): state is FromState {
  if (typeof state !== "object" || state === null || !("from" in state)) return false;
  const { from } = state as { from: unknown };
  return typeof from === "object" && from !== null && typeof (from as { pathname?: unknown }).pathname === "string";
}

/** Where to go after login: router state first, then `?redirect=` (it survives a reload), else "/". */
export function redirectTarget(state: unknown, search: string): string {
  if (isFromState(state)) {
    const { pathname, search: query = "", hash = "" } = state.from;
    const fromState = safeRedirectPath(`${pathname}${query}${hash}`);
    if (fromState) return fromState;
  }
  return safeRedirectPath(new URLSearchParams(search).get("redirect")) ?? "/";
}

/** The login URL that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}
