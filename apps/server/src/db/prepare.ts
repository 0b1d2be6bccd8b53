import type { Config } from "../config";
import { ensureAdmin, type WarningLog } from "../modules/users/users";
import type { Database } from "./client";
import { seedDemo } from "./seed";
import { seedBilling } from "./seed-billing";

const quiet: WarningLog = { warn: () => {} };

/**
 * Everything the database needs before the first request: migrations, the admin, the demo data.
 * `log` hears what the admin bootstrap overrode; the server passes its logger, tests may not.
 *
 * Several instances starting at once on one PostgreSQL take turns: the first migrates and
 * seeds, the others then find nothing left to do (seedDemo fills only an empty catalogue).
 */
export async function prepareDatabase(database: Database, config: Pick<Config, "admin" | "seedDemo"> & { shop: Pick<Config["shop"], "country"> & Partial<Pick<Config["shop"], "currency">> }, log: WarningLog = quiet): Promise<void> {
  await database.exclusive(async () => {
    await database.migrate();
    if (config.admin) await ensureAdmin(database.db, config.admin, log);
    if (config.seedDemo) {
      await seedDemo(database.db, config.shop.currency);
      await seedBilling(database.db, config.shop.country, new Date(), config.shop.currency);
    }
  });
}
