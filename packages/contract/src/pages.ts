import type { Language } from "./constants";
/*
 * What the server and the web app's server renderer (apps/web/src/entry-server.tsx) say to each
 * other: the server loads the renderer from the web build and hands it each page request.
 */

/** The element beside the page's HTML that carries what the browser hydrates from. */
export const PAGE_STATE_ID = "shop-state";

/** The API as the renderer reaches it: the server answers in its own process, as the visitor. */
export type PageApi = (path: string, init: RequestInit) => Promise<Response>;

export interface PageRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  /** The shop's public origin (PUBLIC_URL). */
  origin: string;
  /** The shop's currency (SHOP_CURRENCY, ISO 4217): every amount of the page is written in it (decision 025). */
  currency: string;
  /** The shop's time zone (SHOP_TIMEZONE, IANA): the shop's deadlines are written in it (issue 26). */
  timeZone: string;
  /**
   * Issue 38: the office keeps Latin digits on Bangla pages (its shop settings, read by the
   * server at each render: a change needs no restart). Left out, Bengali digits.
   */
  latinDigits?: boolean;
  api: PageApi;
}

export type RenderedPage =
  /** A page behind the login asked for without a session. */
  | { kind: "redirect"; location: string }
  | {
      kind: "page";
      /** `<title>`, `<meta>` and `<link>` of the page, for the document's `<head>`. */
      head: string;
      /** The app's HTML, for the root element. */
      body: string;
      /** The JSON the browser hydrates from (lib/serverState.ts). */
      state: string;
      /** The page's language, for `<html lang>` (issue 38). */
      language: Language;
    };

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;
