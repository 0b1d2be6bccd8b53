import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The tables move from db/schema.ts into their modules (DESIGN.md), one module at a time.
  schema: ["./src/db/schema.ts", "./src/modules/*/schema.ts"],
  out: "./drizzle",
});
