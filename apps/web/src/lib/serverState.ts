import { PAGE_STATE_ID, type CurrencyAffixes, type Language } from "@shop/contract";
import type { CompiledMessage } from "@shop/contract/bangla-runtime";
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";
import { scriptSafeJson } from "./scriptJson";


/** What the browser needs to hydrate the page the server rendered, and to not ask for its data again. */
export interface ServerState {
  origin: string;
  /** The shop's currency (ISO 4217): the browser writes amounts in it as the server did (decision 025). */
  currency: string;
  /** What is written around its amounts, as the server's Intl read it: the browser writes them without starting Intl. */
  currencyAffixes: CurrencyAffixes;
  /** The shop's time zone (IANA): the browser writes the shop's deadlines in it as the server did. */
  timeZone: string;
  /** Issue 38: the office keeps Latin digits on Bangla pages; the browser writes numbers as the server did. */
  latinDigits?: boolean;
  /** The shop's deadlines the page shows, as the server wrote them (lib/dates.ts: written without Intl in the browser). */
  deadlines?: Record<string, string>;
  /** The countries in the order the page's selects list them, as the server sorted them (countriesByName: no Collator in the browser). */
  countryOrder?: string[];
  /** The page's language (its path's, issue 38): the browser writes its words in it as the server did. */
  language: Language;
  /** A Bangla page's messages, compiled, of the namespaces its render said (decision 060). */
  bangla?: Record<string, CompiledMessage>;
  /** The router's loader answers (all null: the data is in the queries). */
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * The state as the text of a `<script type="application/json">`: data, never run, so the
 * Content-Security-Policy needs no inline script (`scriptSafeJson`: a tool named `</script>`
 * cannot end the element early).
 */
export const serializeServerState = (state: ServerState): string => scriptSafeJson(state);

/** The state the server sent with the page, or null (a page the server did not render: the dev server). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text) as ServerState;
}
