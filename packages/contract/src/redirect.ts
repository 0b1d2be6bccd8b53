import { webRoutes } from "./routes";

/** Where a refused (or missing) redirect target goes. */
export const DEFAULT_REDIRECT = "/";

/** Pages that must not be a target: coming back to them after signing in would loop. */
const authPages = [webRoutes.login, webRoutes.signUp].map((page) => page.toLowerCase());
const isAuthPage = (pathname: string) => {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  return authPages.includes(path) || path === "/api/auth" || path.startsWith("/api/auth/");
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const controlCharacter = /[\u0000-\u001f\u007f]/;

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The one rule for "go back here after signing in" (`?redirect=`), on the server (Google's
 * start) and in the web app alike: a path of this shop, never another site.
 *
 * The target is resolved with the URL parser browsers use, against the shop's own `origin`, and
 * kept only if the origin did not change. That catches what string checks miss: the parser drops
 * tabs and newlines and reads `\` as `/`, so `/\t/evil.example` and `/\evil.example` become
 * `//evil.example`. Control characters are refused outright (in a Location header they are a
 * header injection, which Node refuses with a 500), as are paths that only decode into such a
 * form (`/%2F%2Fevil.example`, `/%5Cevil.example`), in case anything decodes them once more.
 *
 * Answers the normalized path + search + hash, or null when the target is refused.
 */
export function safeRedirectPath(target: unknown, origin: string): string | null {
  if (typeof target !== "string" || !target.startsWith("/") || controlCharacter.test(target)) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const pathname = decoded(url.pathname);
  if (pathname === undefined || controlCharacter.test(pathname) || /^\/[/\\]/.test(pathname)) return null;
  if (isAuthPage(pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
