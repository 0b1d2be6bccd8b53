import { lazyComponent, preloadable } from "../../../lib/preloadable";

/**
 * The office's actions on an order (their dialogs and forms; their schemas load at the first check), loaded apart: a buyer's
 * order page never loads them, and the office's pages hydrate their order without them, then the
 * actions as their code arrives (each use sits in a Suspense of its own).
 */
export const OrderOfficeActions = lazyComponent(
  preloadable(() => import("./OrderOfficeActions")),
  (module) => module.OrderOfficeActions,
);
