import { PAGE_STATE_ID } from "@shop/contract";
import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";


/** What the browser needs to hydrate the page the server rendered, and to not ask for its data again. */
export interface ServerState {
  origin: string;
  /** The router's loader answers (all null: the data is in the queries). */
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * The state as the text of a `<script type="application/json">`: data, never run, so the
 * Content-Security-Policy needs no inline script. `<` is escaped so that no text in the data (a
 * tool named `</script>`) can end the element early.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** The state the server sent with the page, or null (a page the server did not render: the dev server). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text) as ServerState;
}
