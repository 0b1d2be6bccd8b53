import type * as Front from "@shop/contract/front";
import type { z } from "zod";

/** The names of the contract's schemas that the shop's front loads when first needed. */
export type SchemaName = keyof typeof Front;

/** A contract schema, or a function that loads one (lazySchema). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/**
 * A contract schema loaded when first needed. The calls of the shop's front (home, /tools, the
 * session) parse their answers with these, so zod and the schemas they need load beside the first
 * request instead of in the first download (docs/decisions/010-web-delivery.md), and only those:
 * `@shop/contract/front` names them (decision 020), each loaded from its own module
 * (schemaLoaders.ts). A page that needs another schema imports it from `@shop/contract` itself.
 */
export function lazySchema<K extends SchemaName>(name: K): () => Promise<(typeof Front)[K]> {
  // The table of loaders is a chunk of its own: its forty imports' lists of chunks would be ~1.4 KB
  // gzip of every first download, and it is needed only with the first schema.
  return () => import("./schemaLoaders").then(({ loadSchema }) => loadSchema(name));
}
