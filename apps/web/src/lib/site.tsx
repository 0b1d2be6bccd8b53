import { createContext, useContext } from "react";

/**
 * The shop's public origin (PUBLIC_URL), for absolute links such as a page's canonical URL. The
 * server renders with its own setting and sends it with the page, so the hydrating browser
 * writes the same links even behind a proxy whose origin it cannot see.
 */
export const SiteOriginContext = createContext<string>("");

export const useSiteOrigin = (): string => useContext(SiteOriginContext);

/**
 * The one address a page is found under: `/home` is `/`, and a list's sort or stock filter
 * shows the same tools as its plain page, so only what picks other tools (search, category,
 * page) stays in the query.
 */
export function canonicalPath(pathname: string, search: string): string {
  const path = pathname === "/home" ? "/" : pathname.replace(/\/+$/, "") || "/";
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (["q", "category", "page"].includes(name) && value !== "" && !(name === "page" && value === "1")) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
