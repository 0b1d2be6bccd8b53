import type { Language } from "./constants";

/*
 * Issue 38 (CONTRACT "Languages"): Bangla pages are the English paths under /bn. The router runs
 * with that prefix as its basename, so every link of the app stays the path it names in English
 * and lands in the page's own language.
 */

/** The prefix of a language's pages: none for English. */
export const languagePrefix = (language: Language): string => (language === "bn" ? "/bn" : "");

/** The language a path is in: /bn and what is under it are Bangla. */
export const languageOfPath = (pathname: string): Language => (pathname === "/bn" || pathname.startsWith("/bn/") ? "bn" : "en");

/** The path as the router sees it (its basename taken off). */
export function pathWithinLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/** The same page in `language`: `/tools?q=hoe` is `/bn/tools?q=hoe` in Bangla, and back. */
export function pathInLanguage(pathAndQuery: string, language: Language): string {
  const query = pathAndQuery.search(/[?#]/);
  const pathname = query === -1 ? pathAndQuery : pathAndQuery.slice(0, query);
  const rest = query === -1 ? "" : pathAndQuery.slice(query);
  const within = pathWithinLanguage(pathname);
  const prefix = languagePrefix(language);
  return `${prefix === "" ? within : within === "/" ? prefix : `${prefix}${within}`}${rest}`;
}

/** The router's basename for a language, or undefined for English (none). */
export const basenameOf = (language: Language): string | undefined => (language === "bn" ? "/bn" : undefined);

/** The words each language names itself with, for the switch (never translated). */
export const languageNames: Readonly<Record<Language, string>> = { en: "English", bn: "বাংলা" };

/** BCP 47 tags for `<html lang>` and `hreflang`. */
export const languageTags: Readonly<Record<Language, string>> = { en: "en", bn: "bn" };

/** The cookie that keeps a visitor's choice of language (CONTRACT "Languages"). */
export const LANGUAGE_COOKIE = "lang";

const isLanguage = (value: string | undefined): value is Language => value === "en" || value === "bn";

/** The `lang` cookie's language in a Cookie header, if it names one of the shop's. */
export function cookieLanguage(cookie: string | undefined): Language | undefined {
  for (const part of (cookie ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The language a visitor prefers: the one their cookie keeps, else the first of the shop's in
 * their browser's Accept-Language (by its weights), else English.
 */
export function preferredLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const kept = cookieLanguage(cookie);
  if (kept) return kept;
  let best: { language: Language; weight: number } | undefined;
  for (const entry of (acceptLanguage ?? "").split(",")) {
    const [tag = "", ...params] = entry.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0)) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? "en";
}
