import * as Front from "@shop/contract/front";
import { describe, expect, it } from "vitest";
import { loadSchema } from "./schemaLoaders";
import type { SchemaName } from "./schemas";

describe("loadSchema", () => {
  // The table names each module by hand: a schema loaded from another module than the one
  // front.ts re-exports would be another object (or none), and parse differently.
  it("loads each of front.ts's schemas from the module that defines it", async () => {
    const names = Object.keys(Front) as SchemaName[];
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) expect(await loadSchema(name), name).toBe(Front[name]);
  });
});
