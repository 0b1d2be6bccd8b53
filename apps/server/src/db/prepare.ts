import type { Config } from "../config";
import { ensureAdmin } from "../modules/users/users";
import type { Database } from "./client";
import { seedDemo } from "./seed";

/** Everything the database needs before the first request: migrations, the admin, the demo data. */
export async function prepareDatabase(database: Database, config: Pick<Config, "admin" | "seedDemo">): Promise<void> {
  await database.migrate();
  if (config.admin) await ensureAdmin(database.db, config.admin);
  if (config.seedDemo) await seedDemo(database.db);
}
