import type * as Contract from "@shop/contract";
import type { z } from "zod";

/** The names of the contract's zod schemas. */
export type SchemaName = {
  [K in keyof typeof Contract]: (typeof Contract)[K] extends z.ZodType ? K : never;
}[keyof typeof Contract];

/** A contract schema, or a function that loads one (lazySchema). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A contract schema loaded when first needed. The calls of the shop's front (home, /tools, the
 * session) parse their answers with these, so zod and the contract's schemas load beside the
 * first request instead of in the first download (docs/decisions/010-web-delivery.md).
 */
export function lazySchema<K extends SchemaName>(name: K): () => Promise<(typeof Contract)[K]> {
  return () => import("@shop/contract/all").then((contract) => contract[name]);
}
